import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../components/error-screen';

/*
 * Shown when a screen cannot be opened, most often because its code chunk failed to load
 * (a new deployment replaced the hashed files); a reload fetches the current ones.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      title="Не удалось открыть страницу"
      message="Произошла ошибка при загрузке страницы. Обновите страницу, чтобы попробовать ещё раз."
      actionLabel="Обновить страницу"
      onAction={() => window.location.reload()}
    />
  );
}
