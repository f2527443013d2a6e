/** Bulk price, stock and cost edits through an Excel file (README, "Price writes"). */
export { ExcelActions, type ExcelActionsProps } from './excel-actions';
export { ExcelDownloadButton, type ExcelDownloadButtonProps } from './excel-download-button';
export { ExcelUploadDialog, type ExcelUploadDialogProps } from './excel-upload-dialog';
