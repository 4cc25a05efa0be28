// Exposed to the shell through Module Federation as "./QuoteAnswerPage": the page a quote's answer
// link opens (/cotizacion/responder#<token>), for anyone, with or without a session.
import { QuoteAnswerPage } from "./features/quote-answer/quote-answer-page";

export default QuoteAnswerPage;
