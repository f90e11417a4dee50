// A QR code of a URL as one SVG path (dark modules on a white quiet zone, whatever the theme,
// so phone cameras read it). The URL is also written out for those who cannot scan.
import { encode } from 'uqr';

export function QrCode({ value, label, size = 168 }: { value: string; label: string; size?: number }) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
