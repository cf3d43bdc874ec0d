import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  noClient:
    'Spotify no está configurado: el administrador debe definir SPOTIFY_CLIENT_ID y SPOTIFY_CLIENT_SECRET (consulta docs/spotify.md).',
  badTokenKey:
    'SPOTIFY_TOKEN_KEY debe tener 32 bytes aleatorios, en 64 dígitos hexadecimales o en base64 (openssl rand -base64 32): cifra los tokens de Spotify que guarda Classmint.',
  badPublicUrl: 'PUBLIC_URL no es una dirección web: {publicUrl}',
  localhost:
    "Spotify no acepta direcciones de redirección en 'localhost': define PUBLIC_URL con la dirección https de este servidor, o con http://127.0.0.1:<port> en esta computadora.",
  notHttps:
    'Spotify solo acepta direcciones de redirección https (o http en 127.0.0.1): sirve Classmint por https y define PUBLIC_URL con esa dirección.',
} satisfies TTranslation<typeof en>;
