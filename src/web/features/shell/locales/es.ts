import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  tabAccount: 'Cuenta',
  tabAccounts: 'Cuentas',
  tabCourses: 'Cursos',
  tabPasses: 'Pases',
  tabProducts: 'Productos',
  tabRecord: 'Expediente',
  tabRosters: 'Listas escolares',
  tabSettings: 'Configuración',
  tabSongs: 'Canciones',
  tabStore: 'Tienda',
  tabTeachers: 'Docentes',
  mainNavigation: 'Navegación principal',
  home: 'Inicio de {logo}',
  kiosk: 'Quiosco',
  opensInNewTab: ' (se abre en una pestaña nueva)',
  logout: 'Cerrar sesión',
  documentTitle: '{title} · Classmint',
  notFoundTitle: 'Error 404: Página no encontrada',
  notFoundText: 'La página que buscas no existe o no es parte de tu cuenta.',
  goHome: 'Ir al inicio',
  suspendedTitle: 'Cuenta desactivada',
  suspendedText: 'Tu cuenta está desactivada por ahora. Si tienes preguntas, habla con tu docente.',
} satisfies TTranslation<typeof en>;
