import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type {
  InstructionPage,
  InstructionsListResponse,
} from '@marketpult/shared/contracts/instructions';
import { rootReducer, type RootState } from '../../lib/store';
import { fetchInstructions } from './instructions-api';
import { knowledgeBaseMessages } from './ru-messages';

/** Spec §4 "Instruction loading", field for field. */
export interface KnowledgeBaseState {
  isSubmitting: boolean;
  list: InstructionPage[];
}

export const initialKnowledgeBaseState: KnowledgeBaseState = {
  isSubmitting: false,
  list: [],
};

/**
 * Loads the whole knowledge base. A second dispatch while one load runs does nothing; a failure
 * is logged and leaves the list as it was (spec §4, §8).
 */
export const loadInstructions = createAsyncThunk<
  InstructionsListResponse,
  void,
  { state: RootState }
>(
  'knowledgeBase/loadInstructions',
  async (_, { signal }) => {
    try {
      return await fetchInstructions({ signal });
    } catch (error) {
      console.error(knowledgeBaseMessages.loadFailed, error);
      throw error;
    }
  },
  { condition: (_, { getState }) => !selectKnowledgeBaseState(getState()).isSubmitting },
);

export const knowledgeBaseSlice = createSlice({
  name: 'knowledgeBase',
  initialState: initialKnowledgeBaseState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadInstructions.pending, (state) => {
        state.isSubmitting = true;
      })
      .addCase(loadInstructions.fulfilled, (state, { payload }) => {
        state.isSubmitting = false;
        state.list = payload;
      })
      .addCase(loadInstructions.rejected, (state) => {
        state.isSubmitting = false;
      });
  },
  selectors: {
    selectKnowledgeBaseState: (state) => state,
    selectInstructionList: (state) => state.list,
  },
});

declare module '../../lib/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof knowledgeBaseSlice> {}
}

const injectedKnowledgeBaseSlice = knowledgeBaseSlice.injectInto(rootReducer);

export const { selectKnowledgeBaseState, selectInstructionList } =
  injectedKnowledgeBaseSlice.selectors;
