import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { fetchRuntimeConfig, selectRuntimeConfigStatus } from '../config/runtime-config';
import { useAppDispatch, useAppSelector } from '../lib/store';

interface AppProps {
  router: DataRouter;
}

/** Screens read their settings from the runtime config, so routing starts once it is here. */
export function App({ router }: AppProps) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectRuntimeConfigStatus);

  useEffect(() => {
    void dispatch(fetchRuntimeConfig());
  }, [dispatch]);

  if (status === 'failed') {
    return (
      <ErrorScreen
        title="Не удалось загрузить приложение"
        message="Сервер не ответил или ответил с ошибкой. Проверьте подключение и попробуйте ещё раз."
        actionLabel="Повторить"
        onAction={() => void dispatch(fetchRuntimeConfig())}
      />
    );
  }
  if (status !== 'ready') return <FullScreenSpinner />;
  return <RouterProvider router={router} />;
}
