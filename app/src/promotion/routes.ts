/** The promotion page's hash routes (design.md §3): #/ , #/downloadTemplate, #/agreementTemplate. */
export const REGISTER_PATH = '/';
export const DOWNLOAD_PATH = '/downloadTemplate';
export const AGREEMENT_PATH = '/agreementTemplate';
