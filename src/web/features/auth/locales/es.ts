import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  appName: 'Classmint',
  signInToAccount: 'Inicia sesión en tu cuenta de la clase',
  orWithPassword: 'o con tu nombre de usuario y contraseña',
  username: 'Nombre de usuario',
  password: 'Contraseña',
  loading: 'Cargando...',
  login: 'Iniciar sesión',
  signInWithPassword: 'Iniciar sesión con contraseña',
  passwordForStaff: 'Para docentes y la administración.',
  passwordForAdmin: 'Para la administración.',
  whatIsClassmint: '¿Qué es Classmint?',
  sessionEnded: 'Tu sesión terminó. Vuelve a iniciar sesión para continuar.',
  signInWith: 'Iniciar sesión con {provider}',
  anyProvider: 'tu cuenta escolar',
  problemUnknownPerson: 'Tu cuenta escolar no está configurada en Classmint. Pídele ayuda a tu docente.',
  problemExpired: 'Ese inicio de sesión tardó demasiado o ya se usó. Vuelve a iniciar sesión.',
  problemOtherBrowser:
    'Ese inicio de sesión se empezó en otro navegador, o este navegador bloqueó su cookie. Vuelve a iniciar sesión aquí.',
  problemDenied: 'Se canceló el inicio de sesión con {provider}. Puedes intentarlo de nuevo cuando quieras.',
  problemRefused:
    'Classmint no pudo confirmar tu inicio de sesión con {provider}, así que no has iniciado sesión. Inténtalo de nuevo.',
  problemUnavailable: '{provider} no responde en este momento. Inténtalo de nuevo en unos minutos.',
  problemNotConfigured:
    'El inicio de sesión con la cuenta de la escuela no está configurado aquí. Usa tu nombre de usuario y contraseña.',
  required: 'Obligatorio',
  aboutTitle: 'Acerca de Classmint',
  aboutEconomy:
    'Classmint es una economía de puntos para el salón de clases. Los estudiantes ganan puntos con las calificaciones de sus evaluaciones y con bonificaciones, y los gastan en {spentOn}. Los docentes dirigen sus cursos y fijan las reglas de la economía de su clase.',
  spentOnHallpasses: 'pases de pasillo',
  spentOnSongs: 'solicitudes de canciones',
  spentOnStore: 'productos de la tienda',
  spentOnPrime: 'una membresía Prime opcional',
  aboutHistory:
    'Classmint empezó como un proyecto personal de un docente para un solo salón. Funciona en servidores gratuitos y nunca se pensó para el público, así que ten paciencia: no hay una empresa detrás, solo un docente que quería que la escuela se sintiera un poco más gratificante.',
  aboutCredentials: 'Tu docente o tu escuela te da tu nombre de usuario y tu contraseña.',
  goToLogin: 'Ir a la página de inicio de sesión',
} satisfies TTranslation<typeof en>;
