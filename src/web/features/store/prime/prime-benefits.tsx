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
import { isBuilt } from '../../../built-features';

type TPrime = TSettings['prime'];
type TBenefit = { key: string; title: string; detail: string; icon: ReactNode };

/**
 * Only the benefits the teacher has turned on (seed 001 section 6), discounts with their percent,
 * and none of an extra that is not built yet (built-features.ts).
 */
export function primeBenefits(prime: TPrime): TBenefit[] {
  const benefits: TBenefit[] = [];
  const songs = isBuilt('songs');
  const discount = (key: string, percent: number, what: string, detail: string) => {
    if (percent > 0) benefits.push({ key, title: `${percent}% off ${what}`, detail, icon: <LocalOfferIcon /> });
  };
  discount('store', prime.storePurchaseDiscount, 'store purchases', 'Taken off every store order before tax');
  if (songs) discount('songs', prime.songRequestPurchaseDiscount, 'song requests', 'Every song you request costs less');
  if (isBuilt('hallpasses'))
    discount('hallpass', prime.hallpassDiscount, 'hallpasses', 'Every hallpass you buy costs less');
  if (prime.sameDayDeliveryEnabled) {
    benefits.push({
      key: 'same-day',
      title: 'Same-day delivery',
      detail: 'Your store orders are handled first',
      icon: <BoltIcon />,
    });
  }
  if (prime.darkModeEnabled) {
    benefits.push({
      key: 'dark',
      title: 'Dark mode',
      detail: 'Switch Classmint to dark colors in Settings',
      icon: <DarkModeIcon />,
    });
  }
  if (songs && prime.anonymousSongsEnabled) {
    benefits.push({
      key: 'anonymous',
      title: 'Anonymous song requests',
      detail: 'Request songs without your name showing to classmates',
      icon: <VisibilityOffIcon />,
    });
  }
  if (isBuilt('jukebox') && prime.jukeboxEnabled) {
    benefits.push({
      key: 'jukebox',
      title: 'Jukebox',
      detail: 'Add songs to the class queue while music plays',
      icon: <QueueMusicIcon />,
    });
  }
  if (songs && prime.songRemovalEnabled) {
    benefits.push({
      key: 'removal',
      title: 'Song removal',
      detail: 'Ask to take a song off the class playlist',
      icon: <PlaylistRemoveIcon />,
    });
  }
  return benefits;
}

/** The benefits as a list with an icon each. */
export function PrimeBenefitList({ prime }: { prime: TPrime }) {
  return (
    <List dense aria-label="Prime benefits" sx={{ py: 0 }}>
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
