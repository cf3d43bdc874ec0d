import BoltIcon from '@mui/icons-material/Bolt';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import type { TSettings } from '../../../../shared/settings';
import { formatNumber } from '../../../../shared/number-format';
import { isBuilt } from '../../../built-features';
import { useText } from '../../../i18n/use-text';
import { primeText } from './texts';

type TPrime = TSettings['prime'];
type TBenefit = { key: string; title: string; detail: string; icon: ReactNode };

/**
 * Only the benefits the teacher has turned on (seed 001 section 6), discounts with their percent,
 * and none of an extra that is not built yet (built-features.ts).
 */
export function primeBenefits(prime: TPrime): TBenefit[] {
  const benefits: TBenefit[] = [];
  const songs = isBuilt('songs');
  const t = primeText.t;
  const discount = (
    key: string,
    percent: number,
    title: 'offStore' | 'offSongs' | 'offHallpasses',
    detail: 'offStoreDetail' | 'offSongsDetail' | 'offHallpassesDetail',
  ) => {
    if (percent > 0)
      benefits.push({
        key,
        title: t(title, { percent: formatNumber(percent) }),
        detail: t(detail),
        icon: <LocalOfferIcon />,
      });
  };
  discount('store', prime.storePurchaseDiscount, 'offStore', 'offStoreDetail');
  if (songs) discount('songs', prime.songRequestPurchaseDiscount, 'offSongs', 'offSongsDetail');
  if (isBuilt('hallpasses')) discount('hallpass', prime.hallpassDiscount, 'offHallpasses', 'offHallpassesDetail');
  if (prime.sameDayDeliveryEnabled) {
    benefits.push({ key: 'same-day', title: t('sameDay'), detail: t('sameDayDetail'), icon: <BoltIcon /> });
  }
  if (prime.darkModeEnabled) {
    benefits.push({ key: 'dark', title: t('darkMode'), detail: t('darkModeDetail'), icon: <DarkModeIcon /> });
  }
  if (songs && prime.anonymousSongsEnabled) {
    benefits.push({
      key: 'anonymous',
      title: t('anonymousSongs'),
      detail: t('anonymousSongsDetail'),
      icon: <VisibilityOffIcon />,
    });
  }
  if (isBuilt('jukebox') && prime.jukeboxEnabled) {
    benefits.push({ key: 'jukebox', title: t('jukebox'), detail: t('jukeboxDetail'), icon: <QueueMusicIcon /> });
  }
  if (songs && prime.songRemovalEnabled) {
    benefits.push({
      key: 'removal',
      title: t('songRemoval'),
      detail: t('songRemovalDetail'),
      icon: <PlaylistRemoveIcon />,
    });
  }
  return benefits;
}

/** The benefits as a list with an icon each. */
export function PrimeBenefitList({ prime }: { prime: TPrime }) {
  const t = useText(primeText);
  return (
    <List dense aria-label={t('primeBenefits')} sx={{ py: 0 }}>
      {primeBenefits(prime).map((benefit) => (
        <ListItem key={benefit.key} disableGutters>
          <ListItemIcon sx={{ minWidth: 40, color: 'secondary.main' }}>{benefit.icon}</ListItemIcon>
          <ListItemText
            primary={benefit.title}
            secondary={benefit.detail}
            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
