/**
 * The advertiser funnel's pages as one lazily loaded chunk (app/routes/advertising-funnel.routes.tsx): the editor,
 * the confirmation and the payment page are visited one after the other, so moving between them never waits for
 * code, and none of it is in the bundle of the site's other pages.
 */
export { ConfirmationPage } from './confirmation-page';
export { CreativeEditorPage } from './creative-editor-page';
export { PaymentPage } from './payment-page';
