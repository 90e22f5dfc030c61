import type { LegalText } from './legal-text';

/**
 * Los términos y condiciones del préstamo en español (docs/screens.md "Marketing site", cifras de docs/constants.md "Agreement figures"). Se cargan aparte, solo cuando /Loan se muestra en español. `loan-terms.test.ts`
 * falla si cambia una cifra.
 */
export const loanTermsEs: LegalText = {
  updated: 'Vigentes desde el 1 de noviembre de 2026',
  intro: [
    'Estos términos y condiciones rigen todo préstamo que {appName} (el "prestamista") otorga a través de su aplicación. Al aceptar una oferta de préstamo, usted (el "prestatario") los acepta; léalos completos antes de aceptar.',
  ],
  sections: [
    {
      heading: 'Quién puede solicitar un préstamo',
      paragraphs: [
        'El prestatario debe ser de nacionalidad india y mayor de 18 años, con plena capacidad legal, una identificación vigente y una cuenta bancaria a su propio nombre.',
      ],
    },
    {
      heading: 'Plazo del préstamo',
      paragraphs: [
        'Cada préstamo tiene un plazo de 91 a 365 días naturales, contados desde el día en que se abona el dinero. El monto, el plazo, la fecha de pago y el costo total se muestran en la oferta antes de que la acepte.',
      ],
    },
    {
      heading: 'Solicitud, decisión y desembolso',
      paragraphs: [
        'El prestamista toma una decisión sobre una solicitud completa en un plazo de 1 día y le comunica el resultado en la aplicación.',
        'Una vez que acepta una oferta aprobada, el monto del préstamo se abona en su cuenta bancaria de 1 a 3 días después de la aceptación.',
      ],
    },
    {
      heading: 'Intereses sobre el saldo no pagado',
      paragraphs: ['Se cobran intereses diarios sobre el saldo no pagado de la siguiente forma:'],
      items: ['5% diario del día 1 al 30;', '4% diario del día 31 al 90;', '2% diario a partir del día 91.'],
    },
    {
      heading: 'Pago anticipado',
      paragraphs: [
        'Puede liquidar el préstamo por anticipado solo después de transcurrida la mitad del plazo y al menos 7 días después del desembolso. En ese caso, los intereses se cobran solo hasta el día del pago.',
      ],
    },
    {
      heading: 'Pago tardío',
      paragraphs: [
        'Si un pago no se realiza en su fecha de vencimiento, se cobra una única penalización por retraso: Rs.1,000 para clientes nuevos y Rs.800 para clientes recurrentes. La penalización se cobra una sola vez por préstamo, además de los intereses sobre el saldo no pagado.',
      ],
    },
    {
      heading: 'Cambio de datos',
      paragraphs: [
        'Debe informar al prestamista de cualquier cambio en su nombre, domicilio, teléfono, correo electrónico, empleo o cuenta bancaria dentro de los 3 días siguientes al cambio.',
      ],
    },
    {
      heading: 'Cesión',
      paragraphs: [
        'El prestamista puede ceder o transmitir a un tercero sus derechos derivados del préstamo. Se le informará de la cesión mediante un aviso con 7 días hábiles de anticipación; sus obligaciones no cambian.',
      ],
    },
    {
      heading: 'Controversias y sentencias',
      paragraphs: [
        'Si un tribunal dicta sentencia sobre una deuda derivada del préstamo, el prestatario deberá pagar el importe de la sentencia dentro de un plazo de gracia de 10 días contados desde la sentencia.',
      ],
    },
  ],
};
