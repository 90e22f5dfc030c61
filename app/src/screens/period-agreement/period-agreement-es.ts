import type { PeriodAgreementText } from './period-agreement-terms';

export const periodAgreementEs: PeriodAgreementText = {
  title: 'Contrato de préstamo a plazos',
  intro: [
    'Este contrato de préstamo a plazos (el «Contrato») se celebra entre la empresa prestamista (el «Prestamista») y la persona usuaria que acepta la oferta en la aplicación (el «Prestatario»). Al marcar la casilla de aceptación y confirmar el préstamo, el Prestatario declara haber leído y aceptado todas sus cláusulas.',
  ],
  sections: [
    {
      heading: '1. Objeto y moneda',
      paragraphs: [
        'El Prestamista entrega al Prestatario el monto indicado en la pantalla de confirmación, que el Prestatario se obliga a devolver con sus intereses, comisión e impuestos en las fechas del plan de pagos. Todas las cantidades de este Contrato se expresan en pesos.',
      ],
    },
    {
      heading: '2. Requisitos del Prestatario',
      paragraphs: [
        'El Prestatario declara ser mayor de 18 años y de nacionalidad india (India), y que la información que entregó es verdadera y completa. El Prestamista puede negar o cancelar el préstamo si la información es falsa.',
      ],
    },
    {
      heading: '3. Intereses',
      paragraphs: [
        'El préstamo causa una tasa de interés anual del {annualRate}. Para mayor claridad, el interés diario se muestra como {dailyInterest} sobre el capital pendiente, calculado por día natural transcurrido.',
      ],
    },
    {
      heading: '4. Comisión e impuestos',
      paragraphs: [
        'El Prestatario paga la comisión indicada en la pantalla de confirmación. El impuesto al valor agregado (IVA) es del {vat} sobre la suma de los intereses más la comisión, y se cobra junto con cada pago.',
      ],
    },
    {
      heading: '5. Plan de pagos',
      paragraphs: [
        'El Prestatario paga cada cuota en la fecha que indica el plan de pagos, por los canales de pago que muestra la aplicación. Puede pagar por adelantado el total pendiente en cualquier momento.',
      ],
    },
    {
      heading: '6. Pago tardío',
      paragraphs: [
        'Si una cuota no se paga en su fecha, se cobra una penalización por mora del {overduePenalty} diario sobre el monto vencido, desde el día siguiente al vencimiento hasta el día del pago.',
      ],
    },
    {
      heading: '7. Extensión del plazo',
      paragraphs: [
        'Antes del vencimiento, o durante la mora cuando la aplicación lo ofrezca, el Prestatario puede pagar el cargo de extensión y aplazar el pago hasta {extensionDays} días. La extensión no reduce el capital pendiente.',
      ],
    },
    {
      heading: '8. Datos personales',
      paragraphs: [
        'El Prestamista trata los datos personales del Prestatario conforme a su aviso de privacidad, que el Prestatario puede consultar en la aplicación.',
      ],
    },
    {
      heading: '9. Aceptación electrónica',
      paragraphs: [
        'El Contrato se acepta por medios electrónicos y tiene la misma validez que uno firmado en papel. El Prestatario puede consultar sus datos en la pantalla del contrato de cada pedido.',
      ],
    },
  ],
};
