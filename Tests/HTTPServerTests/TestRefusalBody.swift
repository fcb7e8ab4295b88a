import HTTPServer

/// The refusal body of these tests (the app writes its own): the refusal as Swift prints it, in
/// plain text, so a test reads which refusal was made, with its values.
let testRefusalBody: RefusalBodyWriter = { refusal in
    RefusalBody(contentType: "text/plain", bytes: Array(String(describing: refusal).utf8))
}
