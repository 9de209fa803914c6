/** Customer accounts of the storefront: sign-up, verification, addresses, order history (issue 22). Each language of the API's messages spreads its part (en.ts, id.ts, ms.ts). */
export const customersEn = {
  'customers.signedUp': 'Almost done: we sent a 6-digit code to your email address. Enter it to verify your account.',
  'customers.emailTaken': 'An account with this email address already exists. Please log in or reset your password.',
  'customers.teamEmail':
    'This email address belongs to a team account of this company (HQ, staff or agent). Please sign up with another email address to shop.',
  'customers.notCustomer':
    'This is a team account. Please log in at the dashboard, or sign up as a customer with another email address.',
  'customers.loggedIn': 'Welcome back.',
} as const;

export const customersId: Record<keyof typeof customersEn, string> = {
  'customers.signedUp':
    'Hampir selesai: kami telah mengirim kode 6 digit ke email Anda. Masukkan kode itu untuk memverifikasi akun Anda.',
  'customers.emailTaken': 'Akun dengan alamat email ini sudah ada. Silakan masuk atau atur ulang kata sandi Anda.',
  'customers.teamEmail':
    'Alamat email ini milik akun tim perusahaan ini (HQ, staf atau agen). Silakan daftar dengan alamat email lain untuk berbelanja.',
  'customers.notCustomer':
    'Ini akun tim. Silakan masuk di dasbor, atau daftar sebagai pelanggan dengan alamat email lain.',
  'customers.loggedIn': 'Selamat datang kembali.',
};

export const customersMs: Record<keyof typeof customersEn, string> = {
  'customers.signedUp':
    'Hampir siap: kami telah menghantar kod 6 digit ke alamat e-mel anda. Masukkan kod itu untuk mengesahkan akaun anda.',
  'customers.emailTaken':
    'Akaun dengan alamat e-mel ini sudah wujud. Sila log masuk atau tetapkan semula kata laluan anda.',
  'customers.teamEmail':
    'Alamat e-mel ini milik akaun pasukan syarikat ini (HQ, kakitangan atau ejen). Sila daftar dengan alamat e-mel lain untuk membeli-belah.',
  'customers.notCustomer':
    'Ini akaun pasukan. Sila log masuk di papan pemuka, atau daftar sebagai pelanggan dengan alamat e-mel lain.',
  'customers.loggedIn': 'Selamat kembali.',
};
