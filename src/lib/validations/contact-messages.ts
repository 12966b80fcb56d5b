/** The contact form's texts, apart from its schema so the form page need not load zod to show them. */
export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message. We will get back to you soon!";
