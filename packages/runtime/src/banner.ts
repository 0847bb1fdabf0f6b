import { demoAccounts } from '@emberhold/seed';
import type { AppConfig } from '@emberhold/platform';

/** The lines a person starting the product needs: where it is, what it runs on and how to log in. */
export function printBanner(config: AppConfig, port: number): void {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const url = config.PUBLIC_URL ?? `http://${host}:${port}/`;
  const lines = [
    '',
    `  Emberhold Gifts is running at ${url}`,
    `  mode: ${config.mode}${config.mode === 'embedded' ? ` (data in ${config.dataDir})` : ''}`,
    `  API docs: ${new URL('api/docs', url)}`,
    '',
    '  Demo accounts:',
    ...demoAccounts.map((account) => `    ${account.role.padEnd(10)} ${account.email.padEnd(28)} password: ${account.password}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
