import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  noPermission: 'La rocola todavía no está activada en tu cuenta. Pídela en Configuración, en Rocola.',
  jukeboxOff: 'La rocola está apagada en tu clase ahora.',
  availableWithPrime: 'Disponible con Prime',
  explicitOff: 'Esta canción está marcada como explícita, y las canciones explícitas están desactivadas en tu clase.',
  busy: 'La rocola está ocupada. Vuelve a intentarlo en un momento.',
  noClassPlaylist: 'Tu clase todavía no tiene lista para la rocola.',
  notOnClassPlaylist: 'no está en la lista de tu clase',
  notFoundOnSpotify: 'no se encontró en Spotify',
  lastSongWaits:
    'Tu última canción todavía está esperando en la cola. Deja que alguien de tu clase elija la siguiente, o vuelve a intentarlo cuando la tuya ya haya sonado.',
  dailyLimit:
    'Hoy ya pusiste en cola {limit, plural, one {# canción} other {# canciones}}, el máximo que permite tu clase. Mañana puedes poner más.',
  nothingPlaying: 'No está sonando nada ahora, así que no se saltó nada.{nothingTaken}',
  songEnded: 'Esa canción ya terminó, así que no se saltó nada.{nothingTaken}',
  skipsOff: 'Saltar canciones está desactivado en tu clase.',
  nothingTaken: ' No se te cobró ningún punto.',
  song: '{name} de {artists}',
  ledgerAdd: 'Rocola: {song}',
  ledgerSkip: 'Canción saltada: {song}',
  playlistDescription: 'Rocola de la clase del periodo {period}, creada por Classmint',
  studentNotConnected: 'La rocola de la clase no está conectada a Spotify ahora.{nothingTaken}',
  teacherNotConnected: 'Spotify no está conectado. Conéctalo en Configuración, en Rocola.',
  studentUnauthorized: 'Spotify dejó de aceptar la conexión de la clase. Avísale a tu docente.{nothingTaken}',
  teacherUnauthorized: 'Spotify ya no acepta esta conexión. Desconecta Spotify y vuelve a conectarlo en Configuración.',
  studentPremium:
    'La cuenta de Spotify de la clase no puede aceptar solicitudes: Spotify necesita Premium para eso.{nothingTaken}',
  teacherPremium:
    'Spotify solo deja que las cuentas Premium controlen lo que suena. Conecta una cuenta de Spotify Premium en Configuración.',
  studentForbidden: 'Spotify rechazó la solicitud. Avísale a tu docente.{nothingTaken}',
  teacherForbidden:
    'Spotify rechazó esta cuenta. Mientras una app de Spotify está en modo de desarrollo, solo pueden usarla las personas agregadas en User Management del panel de Spotify (consulta la guía de Spotify).',
  badRequest: 'Spotify no pudo hacerlo: {problem}.{nothingTaken}',
  spotifyAnswered: 'Spotify respondió {status}',
  rateLimited:
    'Spotify nos pidió ir más despacio. Vuelve a intentarlo en {seconds, plural, one {# segundo} other {# segundos}}.{nothingTaken}',
  timeout: 'Spotify no respondió a tiempo. Vuelve a intentarlo en un minuto.{nothingTaken}',
  unavailable: 'Spotify no está funcionando ahora. Vuelve a intentarlo en un minuto.{nothingTaken}',
  removalNotConnected: 'Spotify no está conectado (Configuración, Rocola)',
  removalUnauthorized: 'Spotify ya no acepta la conexión (vuelve a conectarlo en Configuración)',
  removalRateLimited: 'Spotify nos pidió ir más despacio',
  removalTimeout: 'Spotify no respondió a tiempo',
  removalUnavailable: 'Spotify no está funcionando ahora',
  removalBadRequest: 'Spotify no pudo hacerlo ({problem})',
  removalRefused: 'Spotify rechazó el cambio (solo la cuenta de Spotify dueña de la lista puede cambiarla)',
  quoted: '«{title}» de {artist}',
  playlistGone: 'La lista de la clase ya no está en Spotify, así que allí no cambió nada.',
  removalFailed:
    'La canción se quitó en Classmint, pero {reason}, así que {song} puede seguir en la lista de la clase. Abre la lista en la app de Spotify y quítala allí; mientras tanto, tus estudiantes todavía pueden ponerla en cola.',
  notOnPlaylist:
    '{song} no está en la lista de la clase en Spotify, así que allí no cambió nada. Si está con otro nombre, quítala en la app de Spotify.',
  takenOff: 'Se quitó {song} de la lista de la clase en Spotify.',
  jukeboxType: 'Rocola',
  skipType: 'Saltar canción',
} satisfies TTranslation<typeof en>;
