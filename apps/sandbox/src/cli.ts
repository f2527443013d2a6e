/**
 * `npm run sandbox`: the emulated marketplaces on fixed ports, with the published keys printed.
 * Runs until interrupted.
 */
import { startSandbox } from './index';

const PORTS = { ozon: 3101, wildberries: 3102, yandex: 3103 } as const;

const sandbox = await startSandbox({ port: PORTS, limits: 'on' });
const { credentials, urls } = sandbox;
const lines = [
  'Песочница МаркетПульта / MarketPult sandbox',
  '',
  `Ozon           ${urls.ozon ?? '— (не запущен / not started)'}   OZON_API_URL`,
  `  demo:          Client-Id ${credentials.ozon.demo.clientId}  Api-Key ${credentials.ozon.demo.apiKey}`,
  `  bench:         Client-Id ${credentials.ozon.bench.clientId}  Api-Key ${credentials.ozon.bench.apiKey}`,
  `  missingScope:  Client-Id ${credentials.ozon.missingScope.clientId}  Api-Key ${credentials.ozon.missingScope.apiKey}`,
  `  revoked:       Client-Id ${credentials.ozon.revoked.clientId}  Api-Key ${credentials.ozon.revoked.apiKey}`,
  `Wildberries    ${urls.wildberries ?? '— (не запущен / not started)'}   WB_API_URL`,
  ...(['demo', 'bench', 'missingScope', 'revoked'] as const).map(
    (key) => `  ${`${key}:`.padEnd(14)} token ${credentials.wildberries[key].token}`,
  ),
  `Yandex Market  ${urls.yandex ?? '— (не запущен / not started)'}   YM_API_URL`,
  ...(['demo', 'bench', 'missingScope', 'revoked'] as const).map(
    (key) =>
      `  ${`${key}:`.padEnd(14)} Api-Key ${credentials.yandex[key].apiKey}  businessId ${credentials.yandex[key].businessId}  campaignIds ${credentials.yandex[key].campaignIds.join(', ')}`,
  ),
  '',
  'Ключи опубликованы и открывают только песочницу. / The keys are public and open the sandbox only.',
  'Остановить: Ctrl+C. / Stop: Ctrl+C.',
];
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
