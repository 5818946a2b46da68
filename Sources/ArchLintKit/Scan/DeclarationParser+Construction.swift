/// Construction and hand-off: what a declaration makes and passes on, which is not use.
extension DeclarationParser {
    // MARK: Construction and hand-off

    /// How a reference is used: known where it is written, or decided by what the code does
    /// with a name (a local bound to a built object, a property, a parameter).
    enum UseOfReference {
        case now(ReferenceUse)
        /// `name` (a token) is looked for from `from` to the close of the scope at `depth`.
        case follows(name: Int, from: Int, depth: Int, ifPassedOn: ReferenceUse, ifUnmentioned: ReferenceUse)
    }

    /// A reference whose use waits for the block that can mention its name to close. When every
    /// mention only passes the value on (an argument, the right side of an assignment to another
    /// object's property, a returned value) it takes `ifPassedOn`; when nothing mentions it,
    /// `ifUnmentioned`; any other mention (a call, a member read, an operator) makes it a use.
    struct PendingUse {
        var declaration: Int32
        var reference: Int32
        var name: Int32
        var from: Int32
        var depth: Int32
        var ifPassedOn: ReferenceUse
        var ifUnmentioned: ReferenceUse
    }

    /// What one mention of a name does with its value.
    enum Mention {
        /// Declares, assigns, labels or configures it (`v.interactor = i` for `v`).
        case none
        case passedOn
        /// Passed to a method of the type's own (`configure(with: model)`): the type uses it
        /// there. A built object given to one is installed (`addChild(detail)`); one given to
        /// UIKit to show (`present(detail, animated: true)`) is used: see ``isShownByUIKit(at:)``.
        case passedToSelf
        /// Passed to a method of another object (`dataSource.fetchMessages(client: client)`):
        /// a value the type was given is used in that call; a built one is handed on (see
        /// ``isArgumentOfMethodOnAnotherObject(at:)``).
        case passedToMethod
        /// Stored into the type's own property, named by the token: the property decides.
        case stored(Int)
        /// Bound to a local, named by the token (`guard let client = client`): its mentions decide.
        case rebound(Int)
        case used
    }

    /// Keeps the list ordered by depth, so the entries a closing scope settles are its tail.
    mutating func insertPending(_ entry: PendingUse) {
        var position = pendingUses.count
        while position > 0, pendingUses[position - 1].depth > entry.depth { position -= 1 }
        if position == pendingUses.count {
            pendingUses.append(entry)
        } else {
            pendingUses.insert(entry, at: position)
        }
    }

    /// Decides the entries waiting for the scope at `depth` (and deeper ones left open, such as
    /// a requirement's parameters): each reads only the mentions of its own name up to `close`,
    /// found through the links between a name's occurrences (``linkSameNames()``), never the
    /// tokens in between.
    mutating func settleUses(closing depth: Int, at close: Int) {
        guard let last = pendingUses.last, last.depth >= depth else { return }
        if !sameNames.isBuilt { linkSameNames() }
        var first = pendingUses.count - 1
        while first > 0, pendingUses[first - 1].depth >= depth { first -= 1 }
        let inTypeBody = depth < scopes.count && scopes[depth].isTypeBody
        // Moved to a list kept between calls: no allocation per closing scope.
        settling.removeAll(keepingCapacity: true)
        settling.append(contentsOf: pendingUses[first...])
        pendingUses.removeLast(pendingUses.count - first)
        var reboundEntries = 0
        for entry in settling {
            let found = mentions(of: entry, closing: depth, at: close, inTypeBody: inTypeBody)
            var use: ReferenceUse
            switch found.level {
            case 2: use = .use
            case 1: use = entry.ifPassedOn
            default: use = entry.ifUnmentioned
            }
            if found.level < 2, found.storedInto < 0, found.rebound >= 0 {
                // Settled with the local's mentions, in this block.
                var linked = entry
                linked.name = Int32(found.rebound)
                linked.from = Int32(found.rebound + 1)
                linked.depth = Int32(depth)
                if found.level == 1 { linked.ifUnmentioned = entry.ifPassedOn }
                pendingUses.append(linked)
                reboundEntries += 1
                continue
            }
            if found.level < 2, found.storedInto >= 0 {
                // Kept by the type: its property's mentions in the type's body decide.
                use = .use
                if let typeBody = enclosingTypeBody(below: Int(entry.depth)), typeBody < Int(entry.depth) {
                    var linked = entry
                    linked.name = Int32(found.storedInto)
                    linked.from = scopes[typeBody].open + 1
                    linked.depth = Int32(typeBody)
                    linked.ifUnmentioned = found.level == 1 ? entry.ifPassedOn : .use
                    insertPending(linked)
                    continue
                }
            }
            if use != .use {
                declarations[Int(entry.declaration)].references.setUse(use, at: Int(entry.reference), byTypeBody: inTypeBody && Int(entry.depth) == depth)
            }
        }
        // Each local is bound after the name it takes over: the chain ends.
        if reboundEntries > 0 { settleUses(closing: depth, at: close) }
    }

    /// What the mentions of a waiting name do with its value, read up to a closing scope.
    struct Mentions {
        /// 0 unmentioned, 1 passed on, 2 used.
        var level: UInt8 = 0
        /// The property the value is stored into; -1 for none.
        var storedInto = -1
        /// The local it is bound to under another name; -1 for none.
        var rebound = -1
    }

    /// Reads the mentions of `entry`'s name from its `from` to `close`, in order, until one uses
    /// the value: through the links, or (a name that is not linked, such as a capitalized one)
    /// token by token.
    private mutating func mentions(of entry: PendingUse, closing depth: Int, at close: Int, inTypeBody: Bool) -> Mentions {
        var found = Mentions()
        let name = Int(entry.name)
        let from = max(Int(entry.from), 1)
        let isLinked = isLinkedName(at: name)
        var position = isLinked ? name : from
        if isLinked {
            while sameNames.previous(position) >= from { position = sameNames.previous(position) }
            while position >= 0, position < from { position = sameNames.next(position) }
        }
        while position >= 0, position < close, found.level < 2 {
            if position != name, isLinked || (tokens[position].kind == .identifier && sameText(position, name)) {
                switch mention(at: position) {
                case .none: break
                case .passedOn: found.level = max(found.level, 1)
                case .passedToSelf, .passedToMethod: found.level = max(found.level, entry.ifPassedOn == .construction ? 1 : 2)
                // A property's own entries: a value stored into it (`self.client = client`) is no mention.
                case .stored where inTypeBody && Int(entry.depth) == depth: break
                case .stored(let property):
                    if found.storedInto >= 0 && !sameText(found.storedInto, property) { found.level = 2 } else { found.storedInto = property }
                case .rebound(let local) where local == name: break  // its own binding
                case .rebound(let local):
                    if found.rebound < 0 { found.rebound = local } else { found.level = 2 }
                case .used: found.level = 2
                }
            }
            position = isLinked ? sameNames.next(position) : position + 1
        }
        // A property of a file-level type: its extensions in this file are its code too.
        if found.level < 2, inTypeBody, Int(entry.depth) == depth,
           let outside = mentionInOwnExtensions(of: name, isLinked: isLinked, typeBodyAt: depth, ifPassedOn: entry.ifPassedOn) {
            found.level = max(found.level, outside)
        }
        return found
    }

    /// Links each identifier that can mention a name to the previous and the next such
    /// identifier of the same text in the file (see ``SameNameLinks/build(tokens:names:bytes:identifierCount:)``).
    private mutating func linkSameNames() {
        sameNames.build(tokens: tokens, names: names, bytes: bytes, identifierCount: identifierCount)
    }

    /// Whether the token at `position` is linked to the other occurrences of its name (see
    /// ``SameNameLinks/isLinkable(_:at:text:)``).
    mutating func isLinkedName(at position: Int) -> Bool {
        guard let base = tokens.baseAddress, let text = bytes.baseAddress else { return false }
        return SameNameLinks.isLinkable(base, at: position, text: text)
    }

    /// For a member read after a dot, where its `self` stands: `self.client` names the value, and
    /// so does `self?.client` in a closure holding `self` weakly; `other.client` is another
    /// object's member (nil).
    private mutating func selfReceiver(ofMemberAt position: Int) -> Int? {
        guard let base = tokens.baseAddress else { return nil }
        let receiver = SameNameLinks.selfReceiver(base, ofMemberAt: position)
        return receiver >= 0 ? receiver : nil
    }

    /// The depth of the innermost type body (not a local type's) at or below `depth`.
    mutating func enclosingTypeBody(below depth: Int) -> Int? {
        var level = min(depth, scopes.count - 1)
        while level > 0 {
            if scopes[level].isTypeBody && !scopes[level].isLocal && scopes[level].declaration >= 0 { return level }
            level -= 1
        }
        return nil
    }

    mutating func sameText(_ a: Int, _ b: Int) -> Bool {
        memoryEqual(UnsafeBufferPointer(rebasing: bytes[tokens[a].range]), UnsafeBufferPointer(rebasing: bytes[tokens[b].range]))
    }

    /// What the mention of a name at `position` does with its value.
    mutating func mention(at position: Int) -> Mention {
        let previous = tokens[position - 1]
        var viaSelf = false
        // Where the value's expression starts: at `self` for `self.client`.
        var expression = position
        if previous.kind == .dot {
            guard let receiver = selfReceiver(ofMemberAt: position) else { return .none }
            viaSelf = true
            expression = receiver
        } else if previous.kind == .keyword {
            switch previous.keyword {
            case .let, .var, .weak, .unowned, .case, .func: return .none
            default: break
            }
        }
        guard position + 1 < tokens.count else { return .passedOn }
        let next = tokens[position + 1]
        let adjacent = next.start == tokens[position].end
        switch next.kind {
        case .colon where !viaSelf && (previous.kind == .leftParen || previous.kind == .comma):
            return .none  // an argument's or a parameter's label
        case .equal:
            return .none
        case .dot:
            return memberPathIsAssigned(from: position + 1) ? .none : .used
        case .questionMark where adjacent, .exclamationMark where adjacent:
            if position + 2 < tokens.count, tokens[position + 2].kind == .dot {
                return memberPathIsAssigned(from: position + 2) ? .none : .used
            }
            return .passedOn
        case .leftParen where adjacent, .leftBracket where adjacent:
            return .used
        case .operator:
            return textEquals(next, "??") ? .passedOn : .used
        default:
            break
        }
        if previous.kind == .operator { return textEquals(previous, "??") ? .passedOn : .used }
        if previous.kind == .equal, !viaSelf {
            // `self.client = client`, `client = client`: kept in the type's property.
            if let property = ownProperty(assignedAt: position - 1) { return .stored(property) }
        }
        if expression > 0, tokens[expression - 1].kind == .equal,
           next.startsLine || next.kind == .leftBrace || next.kind == .comma || next.kind == .semicolon
            || next.kind == .identifier && textEquals(next, "else"),
           let local = boundName(beforeEqual: expression - 1) {
            // `guard let client = client else`, `let s = self.service`: the value goes on under
            // another name, whose mentions decide.
            return .rebound(local)
        }
        if isShownByUIKit(at: position) { return .used }
        if let wrapper = navigationWrapper(ofArgumentAt: position) {
            // `let nav = UINavigationController(rootViewController: detail)`: shown with its
            // wrapper, or passed on with it.
            if isShownByUIKit(at: wrapper) { return .used }
            if tokens[wrapper - 1].kind == .equal, let local = boundName(beforeEqual: wrapper - 1) { return .rebound(local) }
        }
        // One look back for the call whose argument the value is.
        guard let open = openingParenOfCall(withArgumentAt: position) else { return .passedOn }
        if isCallOnSelf(open: open) { return .passedToSelf }
        return isMethodOnAnotherObject(open: open) ? .passedToMethod : .passedOn
    }

    /// For a controller passed as `rootViewController:` to a navigation container's initializer
    /// (`UINavigationController(rootViewController: detail)`) at `position`: the container's
    /// type name token. The container shows the controller: what the code does with it is what
    /// it does with the controller.
    mutating func navigationWrapper(ofArgumentAt position: Int) -> Int? {
        guard position >= 4, tokens[position - 1].kind == .colon, tokens[position - 3].kind == .leftParen,
              textEquals(tokens[position - 2], "rootViewController") else { return nil }
        let callee = tokens[position - 4]
        guard callee.kind == .identifier, isTypeLikeName(callee), callee.end == tokens[position - 3].start else { return nil }
        return position - 4
    }

    /// Whether the controller built at `position` (a type named `…Controller`) is the first
    /// argument of the app's own navigation helper (`route_push(to: PreviewViewController(…))`,
    /// `pushController(DetailViewController())`, `route_present(to: …)`): a function whose name
    /// says it pushes or presents, called with the controller unlabelled or labelled `to:`. Such
    /// a helper is UIKit's `pushViewController` under the app's name: the caller shows the screen.
    mutating func isPushedByWrapper(at position: Int) -> Bool {
        guard position >= 2, tokens[position].kind == .identifier, unquoted(tokens[position], endsWith: "Controller") else { return false }
        var open = position - 1
        if tokens[open].kind == .colon {
            guard position >= 4, textEquals(tokens[position - 2], "to") else { return false }
            open = position - 3
        }
        guard tokens[open].kind == .leftParen, open >= 1 else { return false }
        let callee = tokens[open - 1]
        guard callee.kind == .identifier, callee.end == tokens[open].start else { return false }
        return text(of: callee, containsIgnoringCase: "push") || text(of: callee, containsIgnoringCase: "present")
    }

    /// Whether the token's text, without its backticks, ends with `suffix`.
    private mutating func unquoted(_ token: Token, endsWith suffix: StaticString) -> Bool {
        var end = Int(token.end)
        if end - Int(token.start) >= 2, bytes[Int(token.start)] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") { end -= 1 }
        return suffix.withUTF8Buffer { suffix in
            end - Int(token.start) >= suffix.count && memoryEqual(suffix, UnsafeBufferPointer(rebasing: bytes[(end - suffix.count)..<end]))
        }
    }

    /// Whether the token's text holds `word` (lowercase ASCII), letters compared in either case.
    private mutating func text(of token: Token, containsIgnoringCase word: StaticString) -> Bool {
        word.withUTF8Buffer { word in
            var start = Int(token.start)
            while start + word.count <= Int(token.end) {
                var matched = 0
                while matched < word.count, bytes[start + matched] | 0x20 == word[matched] { matched += 1 }
                if matched == word.count { return true }
                start += 1
            }
            return false
        }
    }

    /// Whether the value at `position` is the controller a UIKit presentation call shows:
    /// `present(_:animated:)`, `show(_:sender:)`, `showDetailViewController(_:sender:)`,
    /// `pushViewController(_:animated:)`, `setViewControllers(_:animated:)` (an element of its
    /// array), told by the method's name and its `animated:`/`sender:` label. Showing a screen
    /// is navigating to it: the type that does so acts on the controller, it does not only build
    /// it for another (a router, a coordinator). Building a SwiftUI view in a `NavigationLink`
    /// or a `.sheet` is a view's composition, not this.
    private mutating func isShownByUIKit(at position: Int) -> Bool {
        var at = position - 1
        var depth = 0
        var inArray = false
        var afterComma = false
        while at > 0, position - at < 64 {
            switch tokens[at].kind {
            case .rightParen, .rightBracket: depth += 1
            case .leftBracket:
                if depth > 0 {
                    depth -= 1
                } else {
                    if inArray { return false }
                    inArray = true
                }
            case .leftParen:
                if depth > 0 {
                    depth -= 1
                    break
                }
                let callee = tokens[at - 1]
                guard callee.kind == .identifier, callee.end == tokens[at].start, !afterComma || inArray else { return false }
                let label: StaticString
                if inArray {
                    guard textEquals(callee, "setViewControllers"), tokens[at + 1].kind == .leftBracket else { return false }
                    // A container setting its own children (a tab bar controller installing its
                    // tabs) assembles itself; another object's stack is navigated.
                    guard at >= 3, tokens[at - 2].kind == .dot, !(tokens[at - 3].kind == .keyword && tokens[at - 3].keyword == .self) else { return false }
                    label = "animated"
                } else if textEquals(callee, "present") || textEquals(callee, "pushViewController") {
                    label = "animated"
                } else if textEquals(callee, "show") || textEquals(callee, "showDetailViewController") {
                    label = "sender"
                } else {
                    return false
                }
                // The shown controller is the first argument, unlabelled; the label follows it.
                if tokens[at + 1].kind == .identifier, at + 2 < tokens.count, tokens[at + 2].kind == .colon { return false }
                return hasArgument(labelled: label, afterOpen: at)
            case .comma where depth == 0:
                if inArray { return false }
                afterComma = true
            case .leftBrace, .rightBrace, .semicolon:
                return false
            default: break
            }
            at -= 1
        }
        return false
    }

    /// Whether the call whose `(` is at `open` has an argument labelled `label` at its top level.
    private mutating func hasArgument(labelled label: StaticString, afterOpen open: Int) -> Bool {
        var at = open + 1
        var depth = 0
        while at + 2 < tokens.count, at - open < 256 {
            switch tokens[at].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                if depth == 0 { return false }
                depth -= 1
            case .comma where depth == 0:
                if tokens[at + 1].kind == .identifier, tokens[at + 2].kind == .colon, textEquals(tokens[at + 1], label) { return true }
            default: break
            }
            at += 1
        }
        return false
    }

    /// `self.name =` or `name =` starting a statement, with `equal` the `=`: the name's token.
    mutating func ownProperty(assignedAt equal: Int) -> Int? {
        let target = equal - 1
        guard target >= 2, tokens[target].kind == .identifier else { return nil }
        if tokens[target - 1].kind == .dot {
            return tokens[target - 2].kind == .keyword && tokens[target - 2].keyword == .self ? target : nil
        }
        let before = tokens[target - 1].kind
        return tokens[target].startsLine || before == .leftBrace || before == .semicolon ? target : nil
    }

    /// Whether the value at `position` is an argument of a call to a lowercase function named
    /// without a receiver or on `self` (`configure(with: model)`, `self.load(client: client)`).
    mutating func isArgumentOfCallOnSelf(at position: Int) -> Bool {
        guard let open = openingParenOfCall(withArgumentAt: position) else { return false }
        return isCallOnSelf(open: open)
    }

    /// ``isArgumentOfCallOnSelf(at:)`` for the call whose `(` is at `open`.
    private mutating func isCallOnSelf(open: Int) -> Bool {
        guard open >= 2, tokens[open - 2].kind == .dot else { return true }
        return open >= 3 && tokens[open - 3].kind == .keyword && tokens[open - 3].keyword == .self
    }

    /// Whether the value at `position` is an argument of a method called on another object held
    /// in a variable or a property (`dataSource.fetchMessages(client: client)`,
    /// `self.loader?.load(client)`): that object works with the value in the call, for the code
    /// that calls it, so the caller uses what it passes. Not a static factory on a type
    /// (`Row.make(client:)`), a modifier chained on an expression (`.environment(client)`), nor
    /// a collection keeping the value (`append`, `insert`): those build or store. Nor a cell or
    /// view the code dequeued to show (`cell.configure(with: item, loader: loader)`, see
    /// ``isDequeuedView(_:)``): the value is handed to it.
    mutating func isArgumentOfMethodOnAnotherObject(at position: Int) -> Bool {
        guard let open = openingParenOfCall(withArgumentAt: position) else { return false }
        return isMethodOnAnotherObject(open: open)
    }

    /// ``isArgumentOfMethodOnAnotherObject(at:)`` for the call whose `(` is at `open`.
    private mutating func isMethodOnAnotherObject(open: Int) -> Bool {
        guard open >= 3, tokens[open - 2].kind == .dot else { return false }
        let method = tokens[open - 1]
        if textEquals(method, "append") || textEquals(method, "insert") { return false }
        var receiver = open - 3
        // `loader?.load(…)`, `loader!.load(…)`: the receiver is the name before the mark.
        while receiver > 0, tokens[receiver].kind == .questionMark || tokens[receiver].kind == .exclamationMark,
              tokens[receiver].start == tokens[receiver - 1].end {
            receiver -= 1
        }
        guard tokens[receiver].kind == .identifier, !isTypeLikeName(tokens[receiver]) else { return false }
        return !(isLinkedName(at: receiver) && isDequeuedView(receiver))
    }

    /// The `(` of the innermost call whose arguments hold `position`, when its callee is a
    /// lowercase name written against it (`load(`, `viewModel.load(`); nil inside an array, a
    /// closure or a type's call.
    private mutating func openingParenOfCall(withArgumentAt position: Int) -> Int? {
        var at = position - 1
        var depth = 0
        while at > 0, position - at < 64 {
            switch tokens[at].kind {
            case .rightParen, .rightBracket: depth += 1
            case .leftBracket:
                if depth == 0 { return nil }
                depth -= 1
            case .leftParen:
                if depth > 0 {
                    depth -= 1
                } else {
                    let callee = tokens[at - 1]
                    guard callee.kind == .identifier, callee.end == tokens[at].start, !isTypeLikeName(callee) else { return nil }
                    return at
                }
            case .leftBrace, .rightBrace, .semicolon: return nil
            default: break
            }
            at -= 1
        }
        return nil
    }

    /// `.a.b?.c =` from the dot at `position`: whether the member path is assigned to (wiring
    /// the object) rather than read or called.
    mutating func memberPathIsAssigned(from position: Int) -> Bool {
        var at = position
        while at + 1 < tokens.count, tokens[at].kind == .dot, tokens[at + 1].kind == .identifier || tokens[at + 1].kind == .keyword {
            at += 2
            while at < tokens.count, tokens[at].kind == .questionMark || tokens[at].kind == .exclamationMark, tokens[at].start == tokens[at - 1].end {
                at += 1
            }
        }
        return at < tokens.count && tokens[at].kind == .equal
    }

    /// How the code uses the type named by the chain at `start` (`next` is the token after it).
    /// Most references are decided by the tokens beside them; the cheap tests come first.
    mutating func useOfReference(at start: Int, next: Int) -> UseOfReference {
        var after = next
        if after < tokens.count, tokens[after].kind == .leftAngle, tokens[after].start == tokens[after - 1].end,
           let close = closingAngle(from: after) {
            after = close + 1
        }
        guard after < tokens.count, start > 0 else { return .now(.use) }
        let following = tokens[after]
        if following.kind == .leftParen && following.start == tokens[after - 1].end {
            return useOfInitializerCall(at: start, arguments: after)
        }
        if following.kind == .dot, after + 2 < tokens.count, tokens[after + 1].kind == .keyword, tokens[after + 1].keyword == .`init`,
           tokens[after + 2].kind == .leftParen {
            return useOfInitializerCall(at: start, arguments: after + 2)
        }
        // `HomeRouter.createModule()`, `ListBuilder.build(for: id)`: a static function called on
        // the type, whose result is taken the way a built object is (see ``useOfFactoryCall``).
        if following.kind == .dot, after + 2 < tokens.count, tokens[after + 1].kind == .identifier, !isTypeLikeName(tokens[after + 1]),
           tokens[after + 2].kind == .leftParen, tokens[after + 2].start == tokens[after + 1].end {
            return useOfInitializerCall(at: start, arguments: after + 2, isFactory: true)
        }
        var end = after
        while end < tokens.count, tokens[end].kind == .questionMark || tokens[end].kind == .exclamationMark, tokens[end].start == tokens[end - 1].end {
            end += 1
        }
        // `destination.client = XmppService.instance.getClient(for: account)`: obtained only for
        // the controller being set up (see ``isHandedToConfiguredController(chainFrom:type:)``).
        if following.kind == .dot, isHandedToConfiguredController(chainFrom: after, type: start) { return .now(.handOff) }
        // `Client.shared`, `Client.Type`, `Client(…)` after optional marks: a value, not a type.
        if end < tokens.count, tokens[end].kind == .dot || tokens[end].kind == .leftParen { return .now(.use) }
        var before = start - 1
        if tokens[before].kind == .keyword, tokens[before].keyword == .some || tokens[before].keyword == .any
            || tokens[before].keyword == .inout, before > 0 {
            before -= 1
        }
        if tokens[before].kind == .colon { return useOfAnnotation(colon: before) }
        // `let view = storyboard.instantiateViewController(…) as! ListViewController`.
        var cast = before
        if tokens[cast].kind == .questionMark || tokens[cast].kind == .exclamationMark { cast -= 1 }
        let top = scopes.count - 1
        if cast > 0, tokens[cast].kind == .keyword, tokens[cast].keyword == .as, !scopes[top].isTypeBody,
           let equal = assignment(before: cast), let name = boundName(beforeEqual: equal) {
            return .follows(name: name, from: name + 1, depth: top, ifPassedOn: .handOff, ifUnmentioned: .use)
        }
        return .now(.use)
    }

    /// `name: Type` at the colon: a property's, a local's or a parameter's type follows what the
    /// code does with the name.
    mutating func useOfAnnotation(colon: Int) -> UseOfReference {
        let name = colon - 1
        guard name > 0, tokens[name].kind == .identifier, !isTypeLikeName(tokens[name]) else { return .now(.use) }
        let top = scopes.count - 1
        let beforeName = tokens[name - 1]
        if beforeName.kind == .keyword && (beforeName.keyword == .var || beforeName.keyword == .let) {
            if scopes[top].isTypeBody && !scopes[top].isLocal && scopes[top].declaration >= 0 && brackets.nesting == 0 {
                return .follows(name: name, from: Int(scopes[top].open) + 1, depth: top, ifPassedOn: .handOff, ifUnmentioned: .use)
            }
            if !scopes[top].isTypeBody {
                return .follows(name: name, from: name + 1, depth: top, ifPassedOn: .handOff, ifUnmentioned: .use)
            }
            return .now(.use)
        }
        // A parameter of a member's or a top-level function's signature; its body comes next.
        let inSignature = scopes[top].isTypeBody && !scopes[top].isLocal && brackets.nesting > 0
            && (scopes[top].declaration >= 0 ? scopes[top].memberIsFunction : scopes[top].headerDeclaration >= 0)
        if inSignature, beforeName.kind == .leftParen || beforeName.kind == .comma || beforeName.kind == .identifier {
            return .follows(name: name, from: index, depth: top + 1, ifPassedOn: .handOff, ifUnmentioned: .use)
        }
        return .now(.use)
    }

    /// An initializer call (`arguments` is its `(`): building is construction when the built
    /// value is only bound, wired, passed, returned or installed; calling or reading it is use.
    ///
    /// A static function called on a type (`isFactory`: `HomeRouter.createModule()`) is read
    /// the same way where its result is what the code keeps: a container screen that installs
    /// the scene a router's factory returns (`viewControllers = [HomeRouter.createModule()]`,
    /// `tabs.append(SettingsRouter.setupModule())`) assembles, as the router does. Where nothing
    /// keeps the result (a statement of its own, a local nothing mentions) or the type's own
    /// code takes it (`render(Formatter.text(for: date))`), the call is for what the function
    /// does: use.
    mutating func useOfInitializerCall(at start: Int, arguments: Int, isFactory: Bool = false) -> UseOfReference {
        let use = useOfCall(at: start, isFactory: isFactory)
        if case .now(.use) = use { return use }
        // `ListPresenter(view: v).start()`: the built object's behaviour is called. Looked at
        // last: the arguments and trailing closures to skip may be long, and are then skipped
        // again for every call nested in them.
        guard let end = endOfCall(arguments: arguments), end >= tokens.count || tokens[end].kind != .dot else { return .now(.use) }
        return use
    }

    /// ``useOfInitializerCall(at:arguments:isFactory:)`` by what stands before the call.
    private mutating func useOfCall(at start: Int, isFactory: Bool) -> UseOfReference {
        let before = tokenBeforeCall(at: start)
        let previous = tokens[before]
        switch previous.kind {
        case .equal:
            return useOfCallAssigned(at: before, isFactory: isFactory)
        case .leftParen, .comma, .leftBracket:
            // `present(DetailViewController(), animated: true)`: built to be shown, a use.
            if isShownByUIKit(at: start) || isPushedByWrapper(at: start) { return .now(.use) }
            if isFactory, isArgumentOfCallOnSelf(at: start) { return .now(.use) }
            return .now(.construction)
        case .colon:
            if isPushedByWrapper(at: start) { return .now(.use) }
            if let wrapper = navigationWrapper(ofArgumentAt: start) {
                // Built as a navigation container's root: the container decides.
                if isShownByUIKit(at: wrapper) { return .now(.use) }
                if !scopes[scopes.count - 1].isTypeBody, tokens[wrapper - 1].kind == .equal, let local = boundName(beforeEqual: wrapper - 1) {
                    return .follows(name: local, from: local + 1, depth: scopes.count - 1, ifPassedOn: .construction, ifUnmentioned: isFactory ? .use : .construction)
                }
            }
            if isFactory, isArgumentOfCallOnSelf(at: start) { return .now(.use) }
            return .now(.construction)
        case .leftBrace, .semicolon:
            // A closure's value (`{ ListView() }`); a static function called as a statement of
            // its own is called for its effect.
            return isFactory && tokens[start].startsLine ? .now(.use) : .now(.construction)
        case .questionMark:
            return .now(.construction)
        case .keyword where previous.keyword == .return || previous.keyword == .in:
            return .now(.construction)
        case .operator:
            return textEquals(previous, "??") ? .now(.construction) : .now(.use)
        default:
            // A statement of its own: an element of a result builder, or the value a closure or
            // a computed property returns; a static function's call there is for its effect.
            return tokens[before + 1].startsLine && !isFactory ? .now(.construction) : .now(.use)
        }
    }

    /// The token after a call whose `(` is at `arguments`: past its arguments, the trailing
    /// closures on the same line and a `?` or `!` right after; nil when the call is not closed.
    private func endOfCall(arguments: Int) -> Int? {
        var end = arguments
        var depth = 0
        while end < tokens.count {
            let kind = tokens[end].kind
            if kind == .leftParen { depth += 1 }
            if kind == .rightParen {
                depth -= 1
                if depth == 0 { break }
            }
            end += 1
        }
        guard end < tokens.count else { return nil }
        end += 1
        // Trailing closures on the same line.
        while end < tokens.count, tokens[end].kind == .leftBrace, !tokens[end].startsLine {
            var braces = 0
            while end < tokens.count {
                if tokens[end].kind == .leftBrace { braces += 1 }
                if tokens[end].kind == .rightBrace {
                    braces -= 1
                    if braces == 0 { break }
                }
                end += 1
            }
            end += 1
        }
        while end < tokens.count, tokens[end].kind == .questionMark || tokens[end].kind == .exclamationMark, tokens[end].start == tokens[end - 1].end {
            end += 1
        }
        return end
    }

    /// The token before a call that starts at `start`, past any `try`, `try?`, `try!` and `await`.
    private func tokenBeforeCall(at start: Int) -> Int {
        var before = start - 1
        while before > 0 {
            let token = tokens[before]
            if token.kind == .keyword, token.keyword == .try || token.keyword == .await {
                before -= 1
            } else if token.kind == .questionMark || token.kind == .exclamationMark, tokens[before - 1].kind == .keyword,
                      tokens[before - 1].keyword == .try {
                before -= 2
            } else {
                break
            }
        }
        return before
    }

    /// A call whose value is assigned with the `=` at `equal`: to `_`, a property, a parameter's
    /// default or a local, each of which decides differently.
    private mutating func useOfCallAssigned(at equal: Int, isFactory: Bool) -> UseOfReference {
        // `_ = Tracker()`: built for what its initializer does.
        if equal >= 1, textEquals(tokens[equal - 1], "_") { return .now(.use) }
        let top = scopes.count - 1
        guard let name = boundName(beforeEqual: equal) else {
            // Kept in the type's own property (`self.log = RelayLog(url)`): the property's
            // mentions decide. Wired into another object's property: construction.
            if let property = ownProperty(assignedAt: equal), let typeBody = enclosingTypeBody(below: top), typeBody < top {
                return .follows(name: property, from: Int(scopes[typeBody].open) + 1, depth: typeBody, ifPassedOn: .construction, ifUnmentioned: .use)
            }
            // A parameter's default (`init(service: UserService = UserService())`): what the
            // body does with the parameter decides, as for a value passed in.
            if let parameter = parameter(withDefaultAt: equal) {
                return .follows(name: parameter, from: parameter + 1, depth: top + 1, ifPassedOn: .construction, ifUnmentioned: .use)
            }
            return .now(.construction)
        }
        if scopes[top].isTypeBody && !scopes[top].isLocal && scopes[top].declaration >= 0 {
            // A property that builds its value: what the type does with it decides.
            return .follows(name: name, from: Int(scopes[top].open) + 1, depth: top, ifPassedOn: .construction, ifUnmentioned: .use)
        }
        return .follows(name: name, from: name + 1, depth: top, ifPassedOn: .construction, ifUnmentioned: isFactory ? .use : .construction)
    }

    /// `name: Type =` in a member's or a top-level function's signature, with `equal` the `=`:
    /// the parameter's name token.
    private mutating func parameter(withDefaultAt equal: Int) -> Int? {
        let top = scopes.count - 1
        guard scopes[top].isTypeBody && !scopes[top].isLocal && brackets.nesting > 0,
              scopes[top].declaration >= 0 ? scopes[top].memberIsFunction : scopes[top].headerDeclaration >= 0 else { return nil }
        var at = equal - 1
        var depth = 0
        while at > 1, equal - at < 32 {
            switch tokens[at].kind {
            case .rightParen, .rightBracket, .rightAngle: depth += 1
            case .leftParen, .leftBracket, .leftAngle:
                if depth == 0 { return nil }
                depth -= 1
            case .colon where depth == 0:
                let name = tokens[at - 1]
                guard name.kind == .identifier, !isTypeLikeName(name) else { return nil }
                let before = tokens[at - 2].kind
                return before == .leftParen || before == .comma || before == .identifier ? at - 1 : nil
            case .comma where depth == 0, .leftBrace, .rightBrace, .equal: return nil
            default: break
            }
            at -= 1
        }
        return nil
    }

    /// The `=` of the statement whose value ends at `position`, a few tokens back at most.
    mutating func assignment(before position: Int) -> Int? {
        var at = position - 1
        var depth = 0
        while at > 0, at > position - 64 {
            switch tokens[at].kind {
            case .rightParen, .rightBracket: depth += 1
            case .leftParen, .leftBracket:
                if depth == 0 { return nil }
                depth -= 1
            case .equal where depth == 0: return at
            case .leftBrace, .rightBrace, .semicolon: return nil
            case .keyword where depth == 0 && (tokens[at].keyword == .let || tokens[at].keyword == .var || tokens[at].keyword == .return):
                return nil
            default: break
            }
            at -= 1
        }
        return nil
    }

    /// `let name =`, `var name: Type =`, `if let name =`: the bound name's token before the `=`
    /// at `equal`; nil for an assignment to a property or a variable.
    mutating func boundName(beforeEqual equal: Int) -> Int? {
        var at = equal - 1
        while at > 1, equal - at < 24 {
            let token = tokens[at]
            if token.kind == .identifier, tokens[at - 1].kind == .keyword,
               tokens[at - 1].keyword == .let || tokens[at - 1].keyword == .var {
                return at + 1 == equal || tokens[at + 1].kind == .colon ? at : nil
            }
            switch token.kind {
            case .equal, .leftBrace, .rightBrace, .semicolon, .keyword: return nil
            default: break
            }
            if token.startsLine { return nil }
            at -= 1
        }
        return nil
    }
}
