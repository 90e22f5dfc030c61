import type { MarketingMessages } from './marketing-messages-es';

/** The marketing site's own texts in English: the same keys as Spanish (checked by `tsc`). */
export const marketingEn: MarketingMessages = {
  'frame.skip': 'Skip to content',
  'frame.home': '{appName} home',
  'nav.label': 'Site sections',
  'nav.home': 'Home',
  'nav.about': 'About us',
  'nav.privacy': 'Privacy Policy',
  'nav.loanTerms': 'Loan terms and conditions',

  'home.title': '{appName}',
  'home.tagline': 'Short-term cash loans from your phone, with clear terms and a quick answer.',
  'home.featuresTitle': 'Why choose us',
  'home.fastTitle': 'Fast',
  'home.fastBody': 'Apply in minutes in the app and know the decision within a day.',
  'home.safeTitle': 'Safe',
  'home.safeBody': 'We protect your personal data and use it only for your loan.',
  'home.clearTitle': 'Transparent',
  'home.clearBody': 'Before you accept, you see the amount, the term and the total cost of your loan.',
  'home.companyTitle': 'Company details',

  'company.nameLabel': 'Company',
  'company.name': '{appName} Financiera, S.A. de C.V.',
  'company.addressLabel': 'Address',
  'company.address': 'Av. Paseo de la Reforma 250, 8th floor, col. Juárez, 06600 Mexico City',
  'company.phoneLabel': 'Phone',
  'company.emailLabel': 'E-mail',
  'company.email': 'contacto@creditoagil.example',
  'company.hoursLabel': 'Opening hours',
  'company.hours': 'Monday to Saturday, 9:00 to 18:00',

  'footer.contactTitle': 'Contact',
  'footer.linksTitle': 'More',
  'footer.contactLink': 'Contact form',
  'footer.policyLink': "Privacy policy on the company's site",
  'footer.rights': '© {appName}. All rights reserved.',

  'about.title': 'About us',
  'about.imageApp': 'A person applies for a loan in the app on their phone and gets the approval.',
  'about.imageTeam': "{appName}'s customer service team answers users by phone and e-mail.",
  'about.imageSecure': "A shield with a padlock: users' personal data is protected.",

  'user.title': 'User',

  'contact.title': 'Contact us',
  'contact.intro': 'Write to us and we will answer as soon as we can.',
  'contact.name': 'Name',
  'contact.email': 'E-mail',
  'contact.message': 'Message',
  'contact.submit': 'Submit',

  'policy.title': 'Privacy Policy',
  'policy.frameTitle': "The company's privacy policy",
  'policy.fallback': 'Page not showing?',
  'policy.fallbackLink': 'Open the privacy policy in a new tab',
  'policy.unavailable': 'The privacy policy page is not available right now.',

  'loanTerms.title': 'Loan terms and conditions',
  'privacyPage.title': 'Privacy Policy',

  'head.title': '{page} · {appName}',
  'head.homeTitle': '{appName}: cash loans from your phone',
  'head.imageAlt': 'A person applies for a loan in the app on their phone.',
  'home.description':
    'Short-term cash loans from your phone: apply in minutes, know the decision within a day and see the total cost before you accept.',
  'about.description':
    'Who we are: {appName} lends cash through its app, answers by phone and email and protects the personal data of its users.',
  'user.description': 'The user area of the {appName} site.',
  'contact.description': 'Write to {appName}: leave your name, your email and your message and we will answer as soon as we can.',
  'policy.description': 'The privacy policy of {appName}, published on the company site.',
  'loanTerms.description':
    'The terms and conditions of {appName} loans: amounts, terms, interest, fees and the obligations of both parties.',
  'privacyPage.description':
    'The privacy notice of {appName}: which personal data we process, why, with whom we share it and how to exercise your rights.',
};
