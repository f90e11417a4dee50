// The same source as the sandbox's swap quotes: the contract's rate table (`SwapQuote`'s
// `x-sandbox-rates`, in generated/), so the guide never shows a price the sandbox does not use.
import { SWAP_SANDBOX_RATES } from '@emoney/api-types/contract';

export function SwapRatesTable() {
  const { prices, tokens } = SWAP_SANDBOX_RATES;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Sandbox swap rates">
      <table>
        <thead>
          <tr>
            <th scope="col">Sell</th>
            <th scope="col">Buy</th>
            <th scope="col">One sell token buys</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(prices).map(([pair, price]) => {
            const [sell, buy] = pair.split('-');
            return (
              <tr key={pair}>
                <td>{sell}</td>
                <td>{buy}</td>
                <td>
                  {price} {buy}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Decimals</th>
            <th scope="col">Value in US dollars</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(tokens).map(([symbol, token]) => (
            <tr key={symbol}>
              <td>{symbol}</td>
              <td>{token.decimals}</td>
              <td>{token.usd}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>A quote is valid for {SWAP_SANDBOX_RATES.lifetimeSeconds} seconds.</p>
    </div>
  );
}
