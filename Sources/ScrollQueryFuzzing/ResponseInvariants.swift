import HTTPServer

/// The checks every answer of every POST endpoint must pass, whatever the body was.
///
/// The service's promise to a client sending garbage is narrow but absolute: a 200 or a 4xx
/// (never a 5xx), a strictly valid JSON body with only finite numbers, and for errors the one
/// error shape. A 200 also means the request was valid JSON, and `invalid_json` means it was
/// not — the second check runs the service's reader against an independent one.
struct ResponseInvariants: Sendable {
    typealias SuccessCheck = @Sendable (_ answer: JSONValue, _ request: JSONValue) -> [String]

    /// Error codes from openapi.yaml; empty disables the membership check.
    let knownCodes: Set<String>

    /// Endpoint-specific checks of 200 bodies, by path. An endpoint without one still gets the
    /// generic checks, so a new route is fuzzed from the start.
    var successChecks: [String: SuccessCheck] {
        let codes = knownCodes
        return [
            "/v1/scroll/offset": ScrollOffsetInvariants.violations,
            "/v1/batch": { answer, request in BatchInvariants.violations(of: answer, request: request, knownCodes: codes) },
        ]
    }

    func violations(of response: HTTPResponse, to request: HTTPRequest) -> [String] {
        var found: [String] = []
        if response.status != 200 && !(400...499).contains(response.status) {
            found.append("status \(response.status) is neither 200 nor 4xx")
        }
        let contentTypes = response.headers.filter { $0.name.lowercased() == "content-type" }.map(\.value)
        if contentTypes != ["application/json"] {
            found.append("Content-Type headers are \(contentTypes), expected [\"application/json\"]")
        }

        let answer: JSONValue
        do {
            answer = try StrictJSONParser.parse(response.body)
        } catch {
            found.append("body is not JSON (\(error)): \(String(decoding: response.body.prefix(300), as: UTF8.self))")
            return found
        }
        if let bad = answer.allNumbers.first(where: { !$0.isFinite }) {
            found.append("body holds a non-finite number (\(bad))")
        }

        let sent: JSONValue?
        let sentProblem: StrictJSONParser.Failure?
        do {
            sent = try StrictJSONParser.parse(request.body)
            sentProblem = nil
        } catch {
            sent = nil
            sentProblem = error
        }

        if response.status == 200 {
            guard let sent else {
                found.append("200 for a body that is not JSON (\(sentProblem?.description ?? "?"))")
                return found
            }
            if let check = successChecks[request.path] {
                found += check(answer, sent)
            } else if answer.memberNames == nil {
                found.append("200 body is not an object")
            }
        } else {
            found += ErrorBodyInvariants.violations(of: answer, knownCodes: knownCodes)
            if answer["error"]?["code"]?.string == "invalid_json", sent != nil {
                found.append("invalid_json for a body that is valid JSON")
            }
        }
        return found
    }
}
