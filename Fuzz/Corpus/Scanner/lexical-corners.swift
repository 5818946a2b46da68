#!/usr/bin/env swift
import struct Foundation.URL
@testable import FeedKit
#if canImport(UIKit)
import UIKit
#elseif os(macOS)
import AppKit
#endif

/* A block comment /* nested */ still open */
let raw = #"A "quoted" \#(FeedPresenter.self) and \(NotInterpolated)"#
let multi = """
    Line with \(FeedInteractor.shared.name) and "quotes"
    \(items.map { "\($0.title) by \(AuthorFormatter.format($0))" }.joined())
    """
let rawMulti = ##"""
    ""\##(Outer.Inner.Model.self)"" #"not the end"#
    """##
let regex = /(?<year>\d{4})-\d{2}/
let extended = #/
    [a-z]+ \/ # a comment inside
    /#
let ratio = total / count / 2
let number = 0x1.8p3 + 1_000_000 + 0b1010 + 1e-3
let `class` = FeedViewModel()
let closure: (Int) -> Void = { $0 > 1 ? print($0) : () }
@objc(FCFeedView) final class FeedView: UIView {}
@propertyWrapper struct Clamped<Value: Comparable> { var wrappedValue: Value }
protocol Loader: class where Self: AnyObject {}
extension Array where Element == FeedItem { func sorted() -> Self { self } }
typealias Screen = FeedView & Loading
struct Buffer: ~Copyable { consuming func take() throws(LoadError) -> Int { 0 } }
nonisolated(unsafe) var shared = FeedCache<String, [FeedItem]>()
