/// A type that only supplies what the next screen needs: `controller.client = XmppService.instance`,
/// where `controller` is a controller the code is setting up, hands the dependency on.
extension DeclarationParser {
    /// Whether the static member chain of a type, from the dot at `dot` (`XmppService` then
    /// `.instance.getClient(for: account)`, at most one call, last), is the whole value stored
    /// into a property of a controller the code configures: `controller.client = …` where
    /// `controller` is bound in the code to a storyboard's or a segue's controller, or to one
    /// cast to or built as a type named `*Controller`. The type only supplies a dependency the
    /// next screen needs: that is a hand-off, as passing on a property is.
    mutating func isHandedToConfiguredController(chainFrom dot: Int, type start: Int) -> Bool {
        guard start >= 4, tokens[start - 1].kind == .equal, tokens[start - 2].kind == .identifier, !isTypeLikeName(tokens[start - 2]), tokens[start - 3].kind == .dot,
              tokens[start - 4].kind == .identifier, tokens[start - 4].startsLine, !isTypeLikeName(tokens[start - 4]) else { return false }
        var at = dot
        var calls = 0
        while at + 1 < tokens.count, tokens[at].kind == .dot, tokens[at + 1].kind == .identifier, calls == 0 {
            at += 2
            while at < tokens.count, tokens[at].kind == .questionMark || tokens[at].kind == .exclamationMark, tokens[at].start == tokens[at - 1].end {
                at += 1
            }
            if at < tokens.count, tokens[at].kind == .leftParen, tokens[at].start == tokens[at - 1].end {
                guard let close = closingParen(from: at) else { return false }
                calls += 1
                at = close + 1
            }
        }
        guard at >= tokens.count || tokens[at].startsLine || tokens[at].kind == .semicolon || tokens[at].kind == .rightBrace else { return false }
        return isConfiguredController(local: start - 4)
    }

    /// Whether the local named at `local` is bound, earlier in the type's body, to a controller
    /// being set up: its binding's value reads `instantiateViewController` or a segue's
    /// `destination`, or names a type ending in `Controller` (a cast, an initializer call).
    private mutating func isConfiguredController(local: Int) -> Bool {
        let top = scopes.count - 1
        guard let typeBody = enclosingTypeBody(below: top) else { return false }
        let floor = Int(scopes[typeBody].open)
        var at = local - 1
        while at > floor + 1 {
            if tokens[at].kind == .identifier, sameText(at, local), tokens[at - 1].kind == .keyword,
               tokens[at - 1].keyword == .let || tokens[at - 1].keyword == .var {
                var value = at + 1
                var depth = 0
                while value < tokens.count, value < local, value - at < 64 {
                    let token = tokens[value]
                    switch token.kind {
                    case .leftParen, .leftBracket: depth += 1
                    case .rightParen, .rightBracket: depth -= 1
                    default: break
                    }
                    // The binding ends at its line's end, a block or the next condition.
                    if value > at + 1, token.startsLine || token.kind == .leftBrace || token.kind == .semicolon || token.kind == .comma && depth == 0 {
                        return false
                    }
                    if token.kind == .identifier {
                        if textEquals(token, "instantiateViewController") || textEquals(token, "destination") { return true }
                        if isTypeLikeName(token), text(of: token, endsWith: "Controller") { return true }
                    }
                    value += 1
                }
                return false
            }
            at -= 1
        }
        return false
    }

    /// The `)` that closes the `(` at `open`, within a few hundred tokens.
    private func closingParen(from open: Int) -> Int? {
        var depth = 0
        var at = open
        while at < tokens.count, at - open < 512 {
            switch tokens[at].kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return at }
            default: break
            }
            at += 1
        }
        return nil
    }

    /// Whether the token's text ends with `suffix` and has something before it.
    private func text(of token: Token, endsWith suffix: StaticString) -> Bool {
        suffix.withUTF8Buffer { suffix in
            let count = Int(token.end) - Int(token.start)
            guard count > suffix.count else { return false }
            return memoryEqual(suffix, UnsafeBufferPointer(rebasing: bytes[(Int(token.end) - suffix.count)..<Int(token.end)]))
        }
    }
}
