/** The promotion page's hash routes (docs/decisions.md "Routes"): #/ , #/downloadTemplate, #/agreementTemplate. */
export const REGISTER_PATH = '/';
export const DOWNLOAD_PATH = '/downloadTemplate';
export const AGREEMENT_PATH = '/agreementTemplate';
