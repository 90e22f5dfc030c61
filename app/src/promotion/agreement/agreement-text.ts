/**
 * The registration agreement the form links to (#/agreementTemplate). The specification does
 * not give its text; this one says what registering means, in both languages, and keeps both
 * market readings of the specification (Mexico and India) by naming neither. It lives in the
 * agreement's lazy chunk, so the register page does not load it.
 */
import type { PerLanguage } from '../../shared/i18n/language';

export interface AgreementText {
  title: string;
  intro: string;
  sections: readonly { heading: string; body: string }[];
}

export const agreementText: PerLanguage<AgreementText> = {
  es: {
    title: 'Acuerdo de registro',
    intro: 'Este acuerdo regula su registro en {appName}. Al registrarse con su número de celular usted declara haberlo leído y aceptarlo.',
    sections: [
      {
        heading: '1. Registro',
        body: 'Para registrarse debe ser mayor de edad y usar un número de celular propio. Verificamos el número con un código SMS de un solo uso; no lo comparta con nadie.',
      },
      {
        heading: '2. Su cuenta',
        body: 'Su número de celular es su usuario. Usted es responsable de lo que se haga con su cuenta y debe avisarnos de inmediato si sospecha de un uso no autorizado.',
      },
      {
        heading: '3. Datos personales',
        body: 'Tratamos su número y los datos de la campaña por la que llegó solo para crear su cuenta, prevenir fraudes y medir nuestras campañas, como explica nuestro aviso de privacidad.',
      },
      {
        heading: '4. Préstamos',
        body: 'Registrarse no es solicitar un préstamo ni obliga a solicitarlo. Cada préstamo tiene su propio contrato, que le mostraremos con el monto, el plazo y el costo antes de que lo acepte.',
      },
      {
        heading: '5. Cambios y baja',
        body: 'Podemos actualizar este acuerdo y le avisaremos en la aplicación. Puede pedir la baja de su cuenta cuando no tenga préstamos pendientes.',
      },
    ],
  },
  en: {
    title: 'Registration agreement',
    intro:
      'This agreement governs your registration with {appName}. By signing up with your mobile number you declare that you have read and accept it.',
    sections: [
      {
        heading: '1. Registration',
        body: 'To register you must be of legal age and use a mobile number of your own. We verify the number with a one-time SMS code; do not share it with anyone.',
      },
      {
        heading: '2. Your account',
        body: 'Your mobile number is your user name. You are responsible for what is done with your account and must tell us at once if you suspect any unauthorised use.',
      },
      {
        heading: '3. Personal data',
        body: 'We process your number and the data of the campaign you came from only to create your account, prevent fraud and measure our campaigns, as our privacy notice explains.',
      },
      {
        heading: '4. Loans',
        body: 'Registering is not applying for a loan and does not oblige you to apply. Each loan has its own contract, which we show you with its amount, term and cost before you accept it.',
      },
      {
        heading: '5. Changes and closing',
        body: 'We may update this agreement and will tell you in the app. You may ask us to close your account when you have no loan outstanding.',
      },
    ],
  },
};
