import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { TIMERS_MS, formatNumber } from '@csz/core';
import { usePageTitle } from '../../shared/usePageTitle';
import { ForumFeed } from './ForumFeed';
import { ForumLayout } from './ForumLayout';
import { searchList } from './api/reads';
import { usePostActions } from './usePostActions';
import { usePostList } from './usePostList';

/** The text search's address for a query. */
export function searchPath(query: string): string {
  const words = query.trim();
  return words === ''
    ? '/forums/search/plain-text'
    : `/forums/search/plain-text/${encodeURIComponent(words)}`;
}

/**
 * The Zone's text search (spec §2 /forums/search/plain-text/{query}): the box 'Type your query
 * here...'; Enter or Search goes to the query's address at once, and typing goes there 500 ms after
 * the last key (spec §9); 'Found: {total}', with a '+' when more match than the search counts
 * (the server ranks and counts only the newest matches, up to a bound); title 'Search The Zone: {query}'. Nothing is loaded for
 * an empty query.
 */
export function SearchPage() {
  const params = useParams();
  const { query = '' } = params;
  const words = query.trim();
  usePageTitle(`Search The Zone: ${words}`);
  const navigate = useNavigate();
  const boxId = useId();
  const [typed, setTyped] = useState(query);
  const [typedFor, setTypedFor] = useState(query);
  // Another address (back, a link) puts its query in the box.
  if (typedFor !== query) {
    setTypedFor(query);
    setTyped(query);
  }
  useEffect(() => {
    if (typed.trim() === words) return undefined;
    const timer = setTimeout(
      // The results under the box change; the page, and its place, stay.
      () => navigate(searchPath(typed), { replace: true, preventScrollReset: true }),
      TIMERS_MS.searchDebounce,
    );
    return () => clearTimeout(timer);
  }, [typed, words, navigate]);

  const list = usePostList(searchList(params));
  const actions = usePostActions();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(typed));
  };
  return (
    <ForumLayout>
      <h1 className="site-page__title">Search The Zone</h1>
      <form role="search" className="forum-search" onSubmit={submit}>
        <label htmlFor={boxId} className="csz-visually-hidden">
          Search The Zone
        </label>
        <input
          id={boxId}
          className="csz-input forum-search__box"
          type="search"
          placeholder="Type your query here..."
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" className="csz-button">
          Search
        </button>
      </form>
      {words !== '' && list.total != null ? (
        <p className="forum-search__found" role="status">
          Found: {formatNumber(list.total)}
          {list.totalIsCapped ? '+' : null}
        </p>
      ) : null}
      {words !== '' ? <ForumFeed list={list} actions={actions} kind="search" /> : null}
    </ForumLayout>
  );
}
