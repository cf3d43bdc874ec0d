import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TSettingsView } from '../../../shared/settings';
import { isBuilt } from '../../built-features';
import type { TFeature } from '../../built-features';
import { formatNumber } from '../../components/format';

const onOff = (on: boolean) => (on ? 'On' : 'Off');
const pts = (n: number) => `${formatNumber(n)} pts`;

/** A row about an extra, shown once that extra is built (built-features.ts). */
const row = (feature: TFeature, name: string, value: string): [string, string][] =>
  isBuilt(feature) ? [[name, value]] : [];

/** The settings an admin checks first when a teacher asks for help. */
function settingsRows(s: TSettingsView): [string, string][] {
  const provider = s.songs.apps.provider === '' ? 'no music app' : s.songs.apps.provider;
  return [
    ['Fines', onOff(s.fines.enabled)],
    ...row(
      'hallpasses',
      'Hallpasses',
      s.hallpass.enabled
        ? `On, ${pts(s.hallpass.purchaseAmount)}, limit ${s.hallpass.limit === 0 ? 'none' : s.hallpass.limit}`
        : 'Off',
    ),
    ['Products page', onOff(s.products.enabled)],
    ['Online purchases', s.products.storeEnabled ? `On, tax ${s.products.taxRate}%` : 'Off'],
    ['Prime', s.prime.enabled ? `On, ${pts(s.prime.purchaseAmount)}` : 'Off'],
    ...row(
      'songs',
      'Song requests',
      s.songs.requests.enabled ? `On, ${pts(s.songs.requests.purchaseAmount)}, ${provider}` : 'Off',
    ),
    ...row('jukebox', 'Jukebox', `${onOff(s.jukebox.enabled)}${s.spotifyConnected ? ', Spotify connected' : ''}`),
    ['Beta features', onOff(s.enableBetaFeatures)],
    ['School district', s.schoolDistrict],
  ];
}

export function TeacherSettingsTable({ settings }: { settings: TSettingsView }) {
  return (
    <Table size="small" aria-label="Key settings">
      <TableBody>
        {settingsRows(settings).map(([name, value]) => (
          <TableRow key={name} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary', pl: 0 }}>
              {name}
            </TableCell>
            <TableCell sx={{ pr: 0 }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
