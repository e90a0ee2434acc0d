/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_UPI_VPA?: string;
}
