import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Novedades',
  introTeacher: 'Classmint ha crecido. Esto es lo nuevo para ti y tus clases.',
  introStudent: 'Classmint ha crecido. Esto es lo nuevo para ti.',
  saving: 'Guardando...',
  close: 'Cerrar',

  wordHallpasses: 'pases de pasillo',
  wordSongRequests: 'solicitudes de canciones',
  wordTheStore: 'la tienda',
  discountsOn: 'descuentos en {list}',
  storeDiscount: 'un descuento en la tienda',
  wordDarkMode: 'modo oscuro',
  wordAnonymousSongs: 'solicitudes de canciones anónimas',
  wordJukebox: 'la rocola',
  wordSongRemovals: 'quitar canciones',
  wordSameDay: 'entrega el mismo día',

  primeTitle: 'Classmint Prime',
  primeTeacher:
    'Los estudiantes pueden comprar Prime, una membresía de un solo pago para el año escolar, con los puntos que ganan. Tú eliges el precio y las ventajas: {perks}.',
  primeStudent:
    'Prime es una membresía de un solo pago para el año escolar, que pagas con tus puntos. Según tu docente, incluye {perks} y más.',
  hallpassesTitle: 'Pases de pasillo',
  hallpassesTeacher:
    'Los estudiantes pueden comprar un pase de pasillo cuando lo permitas, uno al día. Pon el precio, la duración predeterminada y un límite en Configuración, y mira quién está fuera en Administrar pases de pasillo.',
  hallpassesStudent:
    'Cuando tu docente lo permita, puedes comprar un pase de pasillo en la página de Pases, uno al día.',
  finesTitle: 'Multas',
  finesTeacher: 'Quita puntos por los motivos que acuerde tu clase. Activa las multas en Configuración.',
  finesStudent: 'Ahora tu docente puede poner multas, que quitan puntos. Aparecen en tu cuenta.',
  presetBonusesTitle: 'Plantillas de bonificaciones',
  presetBonusesTeacher:
    'Guarda las bonificaciones y multas que das a menudo y luego dáselas a muchos estudiantes en un par de clics.',
  jukeboxSkipTitle: 'Saltar canciones en la rocola',
  jukeboxSkipTeacher:
    'Los estudiantes pueden pagar para saltar la canción que suena en la rocola de la clase. Actívalo y ponle precio en Configuración.',
  jukeboxSkipStudent: '¿No te gusta la canción que suena? Cuando tu docente lo permita, puedes pagar para saltarla.',
  anonymousSongsTitle: 'Solicitudes de canciones anónimas',
  anonymousSongsTeacher:
    'Los estudiantes pueden ocultar su nombre a sus compañeros en las solicitudes de canciones. Tú siempre ves quién la pidió.',
  anonymousSongsStudent:
    'Cuando tu docente lo permita, puedes ocultar tu nombre a tus compañeros en tus solicitudes de canciones.',
  musicAppsTitle: 'Apple Music y YouTube Music',
  musicAppsTeacher: 'Las solicitudes de canciones ahora funcionan con Apple Music y YouTube Music, además de Spotify.',
  musicAppsTeacherJukebox:
    'Las solicitudes de canciones ahora funcionan con Apple Music y YouTube Music, además de Spotify. La rocola solo funciona con Spotify.',
  musicAppsStudent: 'Las solicitudes de canciones ahora enlazan a Apple Music o YouTube Music cuando tu clase las usa.',
  musicAppsStudentJukebox:
    'Las solicitudes de canciones ahora enlazan a Apple Music o YouTube Music cuando tu clase las usa. La rocola solo funciona con Spotify.',
  assignmentDataTitle: 'Datos de las tareas',
  assignmentDataTeacher: 'Mira cómo le fue a una clase en una tarea, con rangos de calificación y una gráfica.',
  randomGroupsTitle: 'Grupos al azar',
  randomGroupsTeacher:
    'Divide un curso en 2 a 20 grupos al azar con un clic. Los estudiantes dados de baja quedan fuera.',
  suspendedTitle: 'Estudiantes dados de baja',
  suspendedTeacher:
    'Da de baja a un estudiante para desactivar su cuenta. Verá un aviso que le pide hablar contigo y saldrá de las listas de tus cursos.',
  darkModeTitle: 'Modo oscuro',
  darkModeText: 'Más descanso para la vista: activa el modo oscuro en Configuración, en Apariencia.',
  emailTitle: 'Notificaciones por correo',
  emailTeacher:
    'Recibe un correo cuando un estudiante hace un pedido. Agrega tu dirección en Configuración, en Notificaciones.',
  emailTeacherSongs:
    'Recibe un correo cuando un estudiante pide una canción o hace un pedido. Agrega tu dirección en Configuración, en Notificaciones.',
  inventoryTitle: 'Los pedidos apartan sus productos',
  inventoryTeacher:
    'El pedido de un estudiante saca sus productos del inventario en cuanto se envía, así nada se vende dos veces.',
  inventoryStudent:
    'Los productos de tu pedido se apartan para ti en cuanto lo envías, así nunca se agotan antes de que te lleguen.',
} satisfies TTranslation<typeof en>;
