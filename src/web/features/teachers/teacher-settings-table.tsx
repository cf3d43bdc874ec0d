import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TSettingsView } from '../../../shared/settings';
import { isBuilt } from '../../built-features';
import type { TFeature } from '../../built-features';
import { formatNumber } from '../../components/format';
import { teachersText } from './texts';
import { useText } from '../../i18n/use-text';
import { districtName } from '../../../shared/district-names';

const text = teachersText.t;
const onOff = (on: boolean) => (on ? text('on') : text('off'));
const pts = (n: number) => text('points', { points: formatNumber(n) });

/** A row about an extra, shown once that extra is built (built-features.ts). */
const row = (feature: TFeature, name: string, value: string): [string, string][] =>
  isBuilt(feature) ? [[name, value]] : [];

/** The settings an admin checks first when a teacher asks for help. */
function settingsRows(s: TSettingsView): [string, string][] {
  const provider = s.songs.apps.provider === '' ? text('noMusicApp') : s.songs.apps.provider;
  const limit = s.hallpass.limit === 0 ? text('limitNone') : s.hallpass.limit;
  const jukebox = onOff(s.jukebox.enabled);
  return [
    [text('fines'), onOff(s.fines.enabled)],
    ...row(
      'hallpasses',
      text('hallpasses'),
      s.hallpass.enabled ? text('hallpassOn', { price: pts(s.hallpass.purchaseAmount), limit }) : text('off'),
    ),
    [text('productsPage'), onOff(s.products.enabled)],
    [
      text('onlinePurchases'),
      s.products.storeEnabled ? text('onlinePurchasesOn', { rate: s.products.taxRate }) : text('off'),
    ],
    [text('prime'), s.prime.enabled ? text('primeOn', { price: pts(s.prime.purchaseAmount) }) : text('off')],
    ...row(
      'songs',
      text('songRequests'),
      s.songs.requests.enabled
        ? text('songRequestsOn', { price: pts(s.songs.requests.purchaseAmount), provider })
        : text('off'),
    ),
    ...row('jukebox', text('jukebox'), s.spotifyConnected ? text('jukeboxOnSpotify', { state: jukebox }) : jukebox),
    [text('betaFeatures'), onOff(s.enableBetaFeatures)],
    [text('schoolDistrict'), districtName(s.schoolDistrict)],
  ];
}

export function TeacherSettingsTable({ settings }: { settings: TSettingsView }) {
  const t = useText(teachersText);
  return (
    <Table size="small" aria-label={t('keySettings')}>
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
