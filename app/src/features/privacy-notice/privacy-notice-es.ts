import type { PrivacyNotice } from './privacy-notice';

export const privacyNoticeEs: PrivacyNotice = {
  updated: 'Última actualización: 1 de noviembre de 2026',
  intro: [
    '{appName} (en adelante, "nosotros") es responsable del tratamiento de los datos personales que usted nos proporciona al usar nuestra aplicación y este sitio. Este aviso de privacidad explica qué datos recabamos, para qué los usamos, con quién los compartimos y cómo puede ejercer sus derechos, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y demás normativa mexicana aplicable.',
    'Nuestros préstamos se otorgan únicamente a usuarios mexicanos, mayores de edad y residentes en México. Si usted no cumple estos requisitos, le pedimos no enviar una solicitud ni proporcionarnos datos personales.',
  ],
  sections: [
    {
      heading: '1. Datos personales que recabamos',
      paragraphs: ['Para evaluar, otorgar y administrar su préstamo podemos recabar las siguientes categorías de datos:'],
      items: [
        'Datos de identificación: nombre completo, fecha de nacimiento, CURP, RFC, identificación oficial y fotografía.',
        'Datos de contacto: número de teléfono móvil, correo electrónico y domicilio.',
        'Datos laborales y financieros: ocupación, ingresos, cuenta bancaria CLABE o tarjeta para depósitos y pagos, e historial de pagos con nosotros.',
        'Datos biométricos: imagen facial tomada durante la verificación de identidad (prueba de vida). Son datos sensibles y solo los tratamos con su consentimiento expreso.',
        'Datos del dispositivo: modelo, sistema operativo, identificador del dispositivo, identificador de publicidad, versión de la aplicación y dirección IP.',
      ],
    },
    {
      heading: '2. Finalidades del tratamiento',
      paragraphs: ['Usamos sus datos para las siguientes finalidades necesarias para la relación con usted:'],
      items: [
        'Verificar su identidad y prevenir fraudes y suplantación.',
        'Evaluar su solicitud y su capacidad de pago, y decidir sobre el otorgamiento del préstamo.',
        'Depositar el monto del préstamo, procesar sus pagos, prórrogas y liquidaciones.',
        'Enviarle avisos sobre su préstamo, fechas de pago y cambios en este aviso.',
        'Atender sus consultas, quejas y solicitudes a través del servicio al cliente.',
        'Cumplir obligaciones legales, fiscales y de prevención de lavado de dinero.',
      ],
    },
    {
      heading: '3. Finalidades secundarias',
      paragraphs: [
        'Con su consentimiento, también podemos usar sus datos para mejorar nuestros productos, realizar encuestas de satisfacción y enviarle ofertas de nuestros servicios. Puede negarse en cualquier momento escribiendo al correo de servicio al cliente; su negativa no afecta su préstamo.',
      ],
    },
    {
      heading: '4. Datos biométricos (reconocimiento facial)',
      paragraphs: [
        'La imagen facial se usa exclusivamente para confirmar que usted es el titular de la identificación presentada. No la usamos para ninguna otra finalidad ni la vendemos.',
        'Los datos faciales se eliminan de nuestros sistemas dentro de los 30 días siguientes a la conclusión de la verificación de identidad.',
      ],
    },
    {
      heading: '5. Transferencias de datos',
      paragraphs: ['Solo compartimos sus datos cuando es necesario y con las garantías que exige la ley:'],
      items: [
        'Con instituciones bancarias y procesadores de pago, para depositar el préstamo y recibir sus pagos.',
        'Con sociedades de información crediticia, para consultar y reportar su historial, con su autorización.',
        'Con proveedores de verificación de identidad, alojamiento y atención al cliente, que actúan por nuestra cuenta y bajo contrato de confidencialidad.',
        'Con autoridades competentes, cuando una ley o una orden judicial lo requiera.',
      ],
    },
    {
      heading: '6. Sus derechos ARCO y la revocación del consentimiento',
      paragraphs: [
        'Usted puede acceder a sus datos, rectificarlos si son inexactos, cancelarlos cuando considere que no se requieren para las finalidades señaladas u oponerse a su tratamiento (derechos ARCO), así como revocar su consentimiento o limitar el uso de sus datos.',
        'Para hacerlo, envíe una solicitud al correo electrónico que aparece en la sección Servicio al cliente de la aplicación, con su nombre, una copia de su identificación, la descripción clara de los datos y del derecho que desea ejercer, y cualquier documento que facilite localizarlos.',
        'Le comunicaremos la decisión sobre su solicitud en un plazo máximo de 20 días contados desde su recepción. Si la solicitud procede, se hará efectiva dentro de los 15 días hábiles siguientes a la fecha en que le comuniquemos la decisión.',
        'Cuando solicite la rectificación de datos inexactos o incompletos, los corregiremos dentro de los 5 días hábiles siguientes a que acredite el dato correcto.',
        'Cualquier otra consulta o queja sobre el tratamiento de sus datos recibirá respuesta dentro de los 10 días hábiles siguientes a su recepción.',
      ],
    },
    {
      heading: '7. Conservación y seguridad',
      paragraphs: [
        'Conservamos sus datos mientras su préstamo esté vigente y, después, solo durante los plazos que exigen las leyes fiscales y financieras; al terminar, los eliminamos o anonimizamos de forma segura.',
        'Aplicamos medidas de seguridad administrativas, técnicas y físicas, como cifrado en tránsito, control de accesos y registros de auditoría, para proteger sus datos contra daño, pérdida, alteración o acceso no autorizado.',
      ],
    },
    {
      heading: '8. Cookies y tecnologías similares',
      paragraphs: [
        'Usamos cookies y almacenamiento local para mantener su sesión, recordar su idioma y medir el funcionamiento de la aplicación. Puede eliminarlas desde la configuración de su navegador o dispositivo; algunas funciones podrían dejar de estar disponibles.',
      ],
    },
    {
      heading: '9. Menores de edad',
      paragraphs: [
        'Nuestros servicios no están dirigidos a menores de 18 años y no recabamos a sabiendas sus datos. Si detectamos datos de un menor, los eliminaremos.',
      ],
    },
    {
      heading: '10. Cambios a este aviso',
      paragraphs: [
        'Podemos modificar este aviso de privacidad por cambios legales o en nuestros servicios. Publicaremos la versión vigente en la aplicación con su fecha de actualización y, si el cambio es relevante, se lo notificaremos antes de aplicarlo.',
        'Si considera que su derecho a la protección de datos ha sido vulnerado, puede acudir ante la autoridad mexicana competente en materia de protección de datos personales.',
      ],
    },
  ],
};
