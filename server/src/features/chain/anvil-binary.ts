import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The anvil binary of this platform, from the `@foundry-rs/anvil-<os>-<arch>` package that npm
 * installs as an optional dependency of the server (null where none is published). We depend on
 * the binary packages directly, not on `@foundry-rs/anvil`: its postinstall script only checks for
 * (or downloads) the same binary, so no install script runs and npm has nothing to warn about.
 */
export function anvilBinaryPath(): string | null {
  const os = process.platform === 'win32' ? 'win32' : process.platform;
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  try {
    return require.resolve(`@foundry-rs/anvil-${os}-${arch}/bin/${binary}`);
  } catch {
    return null;
  }
}
