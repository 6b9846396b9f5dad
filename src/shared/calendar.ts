// The calendar link's texts (docs/product.md#calendar-link), shared by the API and the pages. The provider
// name comes from the server's configuration ("Google" by default).

/** The whole flow has this long to come back from the provider with its state. */
export const CALENDAR_AUTHORIZATION_MINUTES = 10;
/** The callback page goes to /dashboard this long after it is done (docs/product.md#calendar-link). */
export const CALENDAR_CALLBACK_REDIRECT_MS = 2000;

export const CALENDAR_TEXTS = {
  notConfigured: 'Configuration manquante',
  authorizationFailed: (provider: string) => `Impossible de générer l'URL d'autorisation ${provider}`,
  disconnectFailed: (provider: string) => `Impossible de déconnecter votre compte ${provider}`,
  signedOutTitle: "Erreur d'authentification",
  signedOut: (provider: string) => `Vous devez être connecté pour associer votre compte ${provider}`,
  providerErrorTitle: (provider: string) => `Erreur d'authentification ${provider}`,
  providerError: (provider: string) =>
    `Impossible de se connecter à ${provider} Calendar. Veuillez réessayer.`,
  stateMismatchTitle: 'Erreur de sécurité',
  stateMismatch: 'La requête semble avoir été altérée. Veuillez réessayer.',
  connectFailedTitle: 'Erreur lors de la connexion',
  connectFailed: (provider: string) =>
    `Une erreur s'est produite lors de la connexion à ${provider} Calendar`,
  connectedTitle: (provider: string) => `Compte ${provider} connecté`,
  connected: (provider: string) => `Votre compte ${provider} Calendar a été connecté avec succès`,
  processing: (provider: string) => `Connexion à ${provider} Calendar en cours...`,
  success: 'Connexion réussie!',
  failure: 'Erreur de connexion',
  notConnected: (provider: string) => `Aucun compte ${provider} Calendar n'est connecté.`,
  eventsFailed: (provider: string) => `Impossible de charger les événements de votre calendrier ${provider}.`,
} as const;
