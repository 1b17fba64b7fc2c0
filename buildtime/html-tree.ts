// An exported page as the build's transforms and checks read it: parse5's tree, seen through
// the few fields they use.
import { parse } from 'parse5';

export interface HtmlNode {
  nodeName: string;
  tagName?: string;
  /** A text node's text. */
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  /** A `<template>`'s content. */
  content?: HtmlNode;
}

export const parseHtml = (html: string): HtmlNode => parse(html) as unknown as HtmlNode;

export const attribute = (node: HtmlNode, name: string): string | undefined =>
  node.attrs?.find((attr) => attr.name === name)?.value;
