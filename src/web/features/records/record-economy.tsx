import type { TRecordEconomy } from '../../../shared/privacy';
import { formatPoints } from '../../../shared/scoring';
import { formatDate, formatDateTime, formatNumber } from '../../components/format';
import { RecordCard, RecordPart, Facts } from './record-section';
import { RecordTable } from './record-table';
import { signedAmount, statusWord, teacherName, transactionType } from './record-words';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The courses the student is in with this teacher: 'Computing (period 2), Art (period 5)'. */
function coursesLine(economy: TRecordEconomy): string {
  if (economy.courses.length === 0) return 'No course';
  return economy.courses.map((course) => `${course.name} (period ${course.period})`).join(', ');
}

/** 'Prime until Jul 31, 2027' while the student has Prime (P22); nothing otherwise. */
function primeLine(economy: TRecordEconomy): string | null {
  if (!economy.hasPrime) return null;
  return economy.primeExpiresAt ? `Prime until ${formatDate(economy.primeExpiresAt)}` : 'Prime';
}

/** One teacher's economy of the student (P40): their balance, then everything it keeps about them. */
export function RecordEconomy({ economy }: { economy: TRecordEconomy }) {
  const { balance } = economy;
  return (
    <RecordCard
      title={teacherName(economy.teacher)}
      subtitle={[coursesLine(economy), primeLine(economy), economy.dropped ? 'Suspended' : null]
        .filter((part) => part !== null)
        .join(' · ')}
    >
      <Facts
        facts={[
          { term: 'Balance', value: formatPoints(balance.balance) },
          { term: 'Assessments', value: formatPoints(balance.scores) },
          { term: 'Bonuses', value: formatPoints(balance.bonuses) },
          { term: 'Fines', value: formatPoints(balance.fines) },
          { term: 'Purchases', value: formatPoints(balance.purchases) },
        ]}
      />
      <RecordPart title="Transactions">
        <RecordTable
          label="Transactions"
          columns={[
            { header: 'Date' },
            { header: 'Type' },
            { header: 'Description' },
            { header: 'Points', numeric: true },
          ]}
          rows={economy.transactions.map((t) => ({
            key: t._id,
            cells: [formatDateTime(t.createdAt), transactionType(t), t.description, signedAmount(t)],
          }))}
        />
      </RecordPart>
      <RecordPart title="Assessments">
        <RecordTable
          label="Assessments"
          columns={[{ header: 'Date' }, { header: 'Assignment' }, { header: 'Score', numeric: true }]}
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
      <RecordPart title="Hallpasses">
        <RecordTable
          label="Hallpasses"
          columns={[
            { header: 'Date' },
            { header: 'Destination' },
            { header: 'Minutes', numeric: true },
            { header: 'Cost', numeric: true },
            { header: 'Written by', labelled: true },
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
      <RecordPart title="Songs">
        <RecordTable
          label="Songs"
          columns={[
            { header: 'Date' },
            { header: 'Song' },
            { header: 'Status' },
            { header: 'Anonymous', labelled: true },
            { header: 'Cost', numeric: true },
          ]}
          rows={economy.songs.map((s) => ({
            key: s._id,
            cells: [
              formatDateTime(s.createdAt),
              `${s.title} by ${s.artist}`,
              s.statusDescription ? `${statusWord(s.status)}: ${s.statusDescription}` : statusWord(s.status),
              yesNo(s.anonymous),
              formatPoints(s.cost),
            ],
          }))}
        />
      </RecordPart>
      <RecordPart title="Orders">
        <RecordTable
          label="Orders"
          columns={[
            { header: 'Date' },
            { header: 'Products' },
            { header: 'Status' },
            { header: 'Note', labelled: true },
            { header: 'Total', numeric: true },
          ]}
          rows={economy.purchases.map((p) => ({
            key: p._id,
            cells: [
              formatDateTime(p.createdAt),
              p.items.map((item) => `${formatNumber(item.quantity)} × ${item.name}`).join(', '),
              statusWord(p.status),
              p.note,
              formatPoints(p.total),
            ],
          }))}
        />
      </RecordPart>
      <RecordPart title="Jukebox">
        <RecordTable
          label="Jukebox"
          columns={[{ header: 'Date' }, { header: 'What' }, { header: 'Track' }, { header: 'Cost', numeric: true }]}
          rows={economy.jukebox.map((play) => ({
            key: play._id,
            cells: [
              formatDateTime(play.createdAt),
              play.kind === 'add' ? 'Added a track' : 'Skipped a track',
              `${play.trackName} by ${play.artists}`,
              formatPoints(play.cost),
            ],
          }))}
        />
      </RecordPart>
      {/* P47: only a school that uses rosters has these. */}
      {economy.roster.length > 0 ? (
        <RecordPart title="School roster">
          <RecordTable
            label="School roster"
            columns={[{ header: 'Class' }, { header: 'Since' }, { header: 'Left', labelled: true }]}
            rows={economy.roster.map((r) => ({
              key: `${r.course.name}-${r.course.period}-${r.since}`,
              cells: [
                `${r.course.name} (period ${r.course.period})`,
                formatDate(r.since),
                r.droppedAt ? formatDate(r.droppedAt) : '',
              ],
            }))}
          />
        </RecordPart>
      ) : null}
      <RecordPart title="Notifications">
        <RecordTable
          label="Notifications"
          columns={[{ header: 'Date' }, { header: 'Title' }, { header: 'Message' }]}
          rows={economy.notifications.map((n) => ({
            key: n._id,
            cells: [formatDateTime(n.createdAt), n.title, n.content],
          }))}
        />
      </RecordPart>
    </RecordCard>
  );
}
