import type { TRecordEconomy } from '../../../shared/privacy';
import { formatPoints } from '../../../shared/scoring';
import { useText } from '../../i18n/use-text';
import { formatDate, formatDateTime, formatNumber } from '../../components/format';
import { RecordCard, RecordPart, Facts } from './record-section';
import { RecordTable } from './record-table';
import { signedAmount, statusWord, teacherName, transactionType } from './record-words';
import { recordsText } from './texts';

const yesNo = (value: boolean) => recordsText.t(value ? 'yes' : 'no');

/** 'Computing (period 2)'. */
const courseWords = (course: { name: string; period: number }) =>
  recordsText.t('courseWithPeriod', { name: course.name, period: course.period });

/** The courses the student is in with this teacher: 'Computing (period 2), Art (period 5)'. */
function coursesLine(economy: TRecordEconomy): string {
  if (economy.courses.length === 0) return recordsText.t('noCourse');
  return economy.courses.map(courseWords).join(', ');
}

/** 'Prime until Jul 31, 2027' while the student has Prime (P22); nothing otherwise. */
function primeLine(economy: TRecordEconomy): string | null {
  if (!economy.hasPrime) return null;
  return economy.primeExpiresAt
    ? recordsText.t('primeUntil', { date: formatDate(economy.primeExpiresAt) })
    : recordsText.t('prime');
}

/** One teacher's economy of the student (P40): their balance, then everything it keeps about them. */
export function RecordEconomy({ economy }: { economy: TRecordEconomy }) {
  const t = useText(recordsText);
  const { balance } = economy;
  return (
    <RecordCard
      title={teacherName(economy.teacher)}
      subtitle={[coursesLine(economy), primeLine(economy), economy.dropped ? t('suspended') : null]
        .filter((part) => part !== null)
        .join(' · ')}
    >
      <Facts
        facts={[
          { term: t('balance'), value: formatPoints(balance.balance) },
          { term: t('assessments'), value: formatPoints(balance.scores) },
          { term: t('bonuses'), value: formatPoints(balance.bonuses) },
          { term: t('fines'), value: formatPoints(balance.fines) },
          { term: t('purchases'), value: formatPoints(balance.purchases) },
        ]}
      />
      <RecordPart title={t('transactions')}>
        <RecordTable
          label={t('transactions')}
          columns={[
            { header: t('date') },
            { header: t('type') },
            { header: t('description') },
            { header: t('points'), numeric: true },
          ]}
          rows={economy.transactions.map((t) => ({
            key: t._id,
            cells: [formatDateTime(t.createdAt), transactionType(t), t.description, signedAmount(t)],
          }))}
        />
      </RecordPart>
      <RecordPart title={t('assessments')}>
        <RecordTable
          label={t('assessments')}
          columns={[{ header: t('date') }, { header: t('assignment') }, { header: t('score'), numeric: true }]}
          rows={economy.scores.map((s) => ({
            key: s._id,
            cells: [
              formatDateTime(s.updatedAt),
              s.task,
              `${formatNumber(s.value)} / ${formatNumber(s.totalPoints)}${s.multiplier !== 1 ? ` ×${formatNumber(s.multiplier)}` : ''}`,
            ],
          }))}
        />
      </RecordPart>
      <RecordPart title={t('hallpasses')}>
        <RecordTable
          label={t('hallpasses')}
          columns={[
            { header: t('date') },
            { header: t('destination') },
            { header: t('minutes'), numeric: true },
            { header: t('cost'), numeric: true },
            { header: t('writtenBy'), labelled: true },
          ]}
          rows={economy.passes.map((p) => ({
            key: p._id,
            cells: [
              formatDateTime(p.createdAt),
              p.destination,
              formatNumber(p.duration),
              formatPoints(p.cost),
              p.createdBy,
            ],
          }))}
        />
      </RecordPart>
      <RecordPart title={t('songs')}>
        <RecordTable
          label={t('songs')}
          columns={[
            { header: t('date') },
            { header: t('song') },
            { header: t('status') },
            { header: t('anonymous'), labelled: true },
            { header: t('cost'), numeric: true },
          ]}
          rows={economy.songs.map((s) => ({
            key: s._id,
            cells: [
              formatDateTime(s.createdAt),
              t('byArtist', { title: s.title, artist: s.artist }),
              s.statusDescription
                ? t('statusWithDescription', { status: statusWord(s.status), description: s.statusDescription })
                : statusWord(s.status),
              yesNo(s.anonymous),
              formatPoints(s.cost),
            ],
          }))}
        />
      </RecordPart>
      <RecordPart title={t('orders')}>
        <RecordTable
          label={t('orders')}
          columns={[
            { header: t('date') },
            { header: t('products') },
            { header: t('status') },
            { header: t('note'), labelled: true },
            { header: t('total'), numeric: true },
          ]}
          rows={economy.purchases.map((p) => ({
            key: p._id,
            cells: [
              formatDateTime(p.createdAt),
              p.items
                .map((item) => t('itemQuantity', { quantity: formatNumber(item.quantity), name: item.name }))
                .join(', '),
              statusWord(p.status),
              p.note,
              formatPoints(p.total),
            ],
          }))}
        />
      </RecordPart>
      <RecordPart title={t('jukebox')}>
        <RecordTable
          label={t('jukebox')}
          columns={[
            { header: t('date') },
            { header: t('what') },
            { header: t('track') },
            { header: t('cost'), numeric: true },
          ]}
          rows={economy.jukebox.map((play) => ({
            key: play._id,
            cells: [
              formatDateTime(play.createdAt),
              play.kind === 'add' ? t('addedTrack') : t('skippedTrack'),
              t('byArtist', { title: play.trackName, artist: play.artists }),
              formatPoints(play.cost),
            ],
          }))}
        />
      </RecordPart>
      {/* P47: only a school that uses rosters has these. */}
      {economy.roster.length > 0 ? (
        <RecordPart title={t('schoolRoster')}>
          <RecordTable
            label={t('schoolRoster')}
            columns={[{ header: t('class') }, { header: t('since') }, { header: t('left'), labelled: true }]}
            rows={economy.roster.map((r) => ({
              key: `${r.course.name}-${r.course.period}-${r.since}`,
              cells: [courseWords(r.course), formatDate(r.since), r.droppedAt ? formatDate(r.droppedAt) : ''],
            }))}
          />
        </RecordPart>
      ) : null}
      <RecordPart title={t('notifications')}>
        <RecordTable
          label={t('notifications')}
          columns={[{ header: t('date') }, { header: t('title') }, { header: t('message') }]}
          rows={economy.notifications.map((n) => ({
            key: n._id,
            cells: [formatDateTime(n.createdAt), n.title, n.content],
          }))}
        />
      </RecordPart>
    </RecordCard>
  );
}
