import type { TTranslation } from '../../i18n/catalogue';
import type en from './en';

export default {
  anonymous: 'Anónimo',
  reasonInappropriate: 'Contenido inapropiado',
  reasonOnPlaylist: 'Ya está en la lista',
  reasonNotOnSpotify: 'No está disponible en Spotify',
  conditionClean: 'Versión sin groserías',
  conditionInstrumental: 'Versión instrumental',
  conditionBestGuess: 'Elegí la que más se parece',
  mustBeOneOf: 'Debe ser una de estas opciones: {choices}',
  notASpotifyTrack: 'No es una canción de Spotify',
  noActiveDevice:
    'Lo sentimos, no se pudo completar tu compra porque ahora no suena música en la clase. Inténtalo de nuevo cuando esté sonando.',
  notSupported:
    'La rocola no funciona con tu app de música actual. Elige otra app de música en Configuración, en Solicitudes de canciones.',
  // A student can't change the music app: they are told who can (issue 42).
  notSupportedStudent:
    'La rocola no funciona con la app de música que usa tu clase. Pídele a tu docente que elija Spotify en Solicitudes de canciones.',
  added: 'Canción agregada a la cola',
  skipped: 'Se saltó la canción',
  accessRequested: 'Acceso a la rocola solicitado',
  requestSent: 'Solicitud enviada',
  playlistCreated: 'Lista de reproducción creada',
  playlistRemoved: 'Lista de reproducción quitada',
  noTracks: 'Todavía no hay canciones en esta lista de reproducción',
  noUpcoming: 'No hay más canciones en la cola',
  insufficientFunds: '¡No te alcanzan los puntos! Tienes {points}',
} satisfies TTranslation<typeof en>;
