import { SequenceDiagram } from './SequenceDiagram.js';

/** The authorization code flow with PKCE, as text (the diagram is drawn from it). */
export const AUTHORIZATION_FLOW = `
App -> App: create verifier, S256 challenge
App -> Hosted screens: GET /auth?code_challenge=…
Hosted screens -> Hosted screens: sign up or log in, onboard, connect wallet
Hosted screens -> App: redirect_uri?code=…&state=…
App -> API: POST /auth/token (code, code_verifier)
API -> App: access_token, refresh_token
App -> API: GET /profiles (Bearer access_token)
`;

export function AuthorizationDiagram() {
  return <SequenceDiagram source={AUTHORIZATION_FLOW} title="Authorization code flow with PKCE: the app, the hosted screens and the API" />;
}
