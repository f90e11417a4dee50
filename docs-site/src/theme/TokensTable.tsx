// The same source as GET /tokens: the contract's token list (`Token`'s `x-tokens`, in generated/).
import { TOKENS } from '@emoney/api-types/contract';

export function TokensTable({ mode }: { mode: 'sandbox' | 'production' }) {
  const tokens = TOKENS[mode];
  return (
    // Focusable so keyboard users can scroll the wide table.
    <div className="table-scroll" tabIndex={0} role="region" aria-label={`Tokens in ${mode}`}>
    <table>
      <thead>
        <tr>
          <th scope="col">Symbol</th>
          <th scope="col">Currency</th>
          <th scope="col">Chain</th>
          <th scope="col">Contract address</th>
          <th scope="col">Decimals</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((t) => (
          <tr key={`${t.chain}-${t.symbol}`}>
            <td>{t.symbol}</td>
            <td>{t.ticker}</td>
            <td>{t.chain}</td>
            <td>
              <code>{t.address}</code>
            </td>
            <td>{t.decimals}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}
