/**
 * The marketing site's own texts (Spanish, the source of the keys); loaded with the site's lazy
 * chunk, not the borrower entry. The contact form's two English-only messages of the
 * specification are shared ones (`marketing.incomplete`, `marketing.submitted` in shared/i18n).
 */
import type { Messages } from '../../shared/i18n/messages';

export const marketingEs = {
  'frame.skip': 'Saltar al contenido',
  'frame.home': 'Inicio de {appName}',
  'nav.label': 'Secciones del sitio',
  'nav.home': 'Inicio',
  'nav.about': 'Sobre nosotros',
  'nav.privacy': 'Política de privacidad',
  'nav.loanTerms': 'Términos y condiciones del préstamo',

  'home.title': '{appName}',
  'home.tagline': 'Préstamos en efectivo de corto plazo desde su teléfono, con condiciones claras y una respuesta rápida.',
  'home.featuresTitle': 'Por qué elegirnos',
  'home.fastTitle': 'Rápido',
  'home.fastBody': 'Solicite en minutos desde la aplicación y conozca la decisión en un día.',
  'home.safeTitle': 'Seguro',
  'home.safeBody': 'Protegemos sus datos personales y solo los usamos para su préstamo.',
  'home.clearTitle': 'Transparente',
  'home.clearBody': 'Antes de aceptar, ve el monto, el plazo y el costo total de su préstamo.',
  'home.companyTitle': 'Datos de la empresa',

  'company.nameLabel': 'Razón social',
  'company.name': '{appName} Financiera, S.A. de C.V.',
  'company.addressLabel': 'Domicilio',
  'company.address': 'Av. Paseo de la Reforma 250, piso 8, col. Juárez, 06600 Ciudad de México',
  'company.phoneLabel': 'Teléfono',
  'company.emailLabel': 'Correo electrónico',
  'company.email': 'contacto@creditoagil.example',
  'company.hoursLabel': 'Horario de atención',
  'company.hours': 'Lunes a sábado, de 9:00 a 18:00',

  'footer.contactTitle': 'Contacto',
  'footer.linksTitle': 'Más',
  'footer.contactLink': 'Formulario de contacto',
  'footer.policyLink': 'Política de privacidad en el sitio de la empresa',
  'footer.rights': '© {appName}. Todos los derechos reservados.',

  'about.title': 'Sobre nosotros',
  'about.imageApp': 'Una persona solicita un préstamo desde la aplicación en su teléfono y recibe la aprobación.',
  'about.imageTeam': 'El equipo de atención al cliente de {appName} responde a los usuarios por teléfono y correo.',
  'about.imageSecure': 'Un escudo con un candado: los datos personales de los usuarios están protegidos.',

  'user.title': 'Usuario',

  'contact.title': 'Contáctenos',
  'contact.intro': 'Escríbanos y le responderemos lo antes posible.',
  'contact.name': 'Nombre',
  'contact.email': 'Correo electrónico',
  'contact.message': 'Mensaje',
  'contact.submit': 'Enviar',

  'policy.title': 'Política de privacidad',
  'policy.frameTitle': 'Política de privacidad de la empresa',
  'policy.fallback': '¿No se muestra la página?',
  'policy.fallbackLink': 'Abrir la política de privacidad en una pestaña nueva',
  'policy.unavailable': 'La página de la política de privacidad no está disponible por ahora.',

  'loanTerms.title': 'Términos y condiciones del préstamo',
  'privacyPage.title': 'Política de privacidad',

  // The page's head (title, description, link previews); `{page}` is the section's title.
  'head.title': '{page} · {appName}',
  'head.homeTitle': '{appName}: préstamos en efectivo desde su teléfono',
  'head.imageAlt': 'Una persona solicita un préstamo desde la aplicación en su teléfono.',
  'home.description':
    'Préstamos en efectivo de corto plazo desde su teléfono: solicite en minutos, conozca la decisión en un día y vea el costo total antes de aceptar.',
  'about.description':
    'Quiénes somos: {appName} presta en efectivo desde la aplicación, atiende por teléfono y correo y protege los datos personales de sus usuarios.',
  'user.description': 'El espacio de usuario del sitio de {appName}.',
  'contact.description': 'Escriba a {appName}: deje su nombre, su correo y su mensaje y le responderemos lo antes posible.',
  'policy.description': 'La política de privacidad de {appName}, publicada en el sitio de la empresa.',
  'loanTerms.description':
    'Los términos y condiciones de los préstamos de {appName}: montos, plazos, intereses, comisiones y obligaciones de las partes.',
  'privacyPage.description':
    'El aviso de privacidad de {appName}: qué datos personales tratamos, para qué, con quién los compartimos y cómo ejercer sus derechos.',
} as const;

export type MarketingKey = keyof typeof marketingEs;
export type MarketingMessages = Messages<MarketingKey>;
