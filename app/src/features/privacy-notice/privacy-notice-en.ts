import type { PrivacyNotice } from './privacy-notice';

export const privacyNoticeEn: PrivacyNotice = {
  updated: 'Last updated: 1 November 2026',
  intro: [
    '{appName} ("we", "us") is responsible for the personal data you give us when you use our app and this site. This privacy notice explains what data we collect, what we use it for, who we share it with and how you can exercise your rights, under Mexico\'s Federal Law on the Protection of Personal Data Held by Private Parties and other applicable Mexican rules.',
    'Our loans are granted only to Mexican users who are of legal age and live in Mexico. If you do not meet these requirements, please do not apply or give us personal data.',
  ],
  sections: [
    {
      heading: '1. Personal data we collect',
      paragraphs: ['To assess, grant and manage your loan we may collect the following kinds of data:'],
      items: [
        'Identification data: full name, date of birth, CURP, RFC, official ID and photograph.',
        'Contact data: mobile phone number, e-mail address and home address.',
        'Work and financial data: occupation, income, the CLABE bank account or card used for deposits and payments, and your payment history with us.',
        'Biometric data: a face image taken during identity verification (liveness check). This is sensitive data and we process it only with your express consent.',
        'Device data: model, operating system, device identifier, advertising identifier, app version and IP address.',
      ],
    },
    {
      heading: '2. Why we use your data',
      paragraphs: ['We use your data for the following purposes, which are needed for our relationship with you:'],
      items: [
        'To verify your identity and prevent fraud and impersonation.',
        'To assess your application and your ability to repay, and to decide whether to grant the loan.',
        'To pay out the loan and to process your repayments, extensions and settlements.',
        'To send you notices about your loan, due dates and changes to this notice.',
        'To answer your questions, complaints and requests through customer service.',
        'To meet legal, tax and anti-money-laundering obligations.',
      ],
    },
    {
      heading: '3. Secondary purposes',
      paragraphs: [
        'With your consent we may also use your data to improve our products, run satisfaction surveys and send you offers of our services. You may refuse at any time by writing to the customer service e-mail; refusing does not affect your loan.',
      ],
    },
    {
      heading: '4. Biometric data (face recognition)',
      paragraphs: [
        'The face image is used only to confirm that you are the holder of the ID you presented. We do not use it for anything else and we never sell it.',
        'Face data is deleted from our systems within 30 days after the identity verification is completed.',
      ],
    },
    {
      heading: '5. Sharing your data',
      paragraphs: ['We share your data only when necessary and with the safeguards the law requires:'],
      items: [
        'With banks and payment processors, to pay out the loan and receive your repayments.',
        'With credit bureaus, to check and report your credit history, with your authorisation.',
        'With identity-verification, hosting and customer-service providers that act on our behalf under confidentiality agreements.',
        'With the competent authorities, when a law or a court order requires it.',
      ],
    },
    {
      heading: '6. Your ARCO rights and withdrawing consent',
      paragraphs: [
        'You may access your data, rectify it if it is inaccurate, cancel it when you consider it is not needed for the purposes above, or object to its processing (ARCO rights); you may also withdraw your consent or limit the use of your data.',
        'To do so, send a request to the e-mail address shown in the Customer service section of the app, with your name, a copy of your ID, a clear description of the data and of the right you wish to exercise, and any document that helps us find the data.',
        'We will tell you our decision on your request within 20 days of receiving it. If the request is granted, it will take effect within 15 working days after the date we tell you our decision.',
        'When you ask us to rectify inaccurate or incomplete data, we will correct it within 5 working days after you show us the correct data.',
        'Any other question or complaint about how we process your data will be answered within 10 working days of receiving it.',
      ],
    },
    {
      heading: '7. Retention and security',
      paragraphs: [
        'We keep your data while your loan is active and, after that, only for the periods that tax and financial laws require; then we delete or anonymise it securely.',
        'We apply administrative, technical and physical safeguards, such as encryption in transit, access control and audit logs, to protect your data against damage, loss, alteration or unauthorised access.',
      ],
    },
    {
      heading: '8. Cookies and similar technologies',
      paragraphs: [
        'We use cookies and local storage to keep you signed in, remember your language and measure how the app performs. You can delete them in your browser or device settings; some features may then stop working.',
      ],
    },
    {
      heading: '9. Minors',
      paragraphs: [
        'Our services are not meant for anyone under 18 and we do not knowingly collect their data. If we find data of a minor, we delete it.',
      ],
    },
    {
      heading: '10. Changes to this notice',
      paragraphs: [
        'We may change this privacy notice because of changes in the law or in our services. We publish the version in force in the app with its update date and, if the change is significant, we tell you before it applies.',
        'If you believe your right to data protection has been infringed, you may go to the competent Mexican personal data protection authority.',
      ],
    },
  ],
};
