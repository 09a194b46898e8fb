/**
 * Ayın Falı's pages behind one small import (app.tsx): the landing page's entry carries one short
 * preload list (its JavaScript budget, ADR 021); each page then loads its own chunk.
 * /ozet/{yyyy-mm} is the owner's recap of a month (a signed-out visitor goes to /login, as for
 * every signed-in page); /ozet/{id} a shared recap, for anyone.
 */
import { lazy } from "react";
import { Redirect, useParams } from "wouter";
import { useAuth } from "@/client/lib/auth";
import { PAGES } from "@/shared/routes";

const RecapPage = lazy(() => import("./recap-page"));
const RecapSharedPage = lazy(() => import("./recap-shared-page"));

/** A month's shape, valid or not: the owner's page says what is wrong with a wrong one. */
export const MONTH_KEY = /^\d{4}-\d{1,2}$/;

export default function RecapPages() {
  const { key = "" } = useParams<{ key: string }>();
  const { user } = useAuth();
  if (!MONTH_KEY.test(key)) return <RecapSharedPage id={key} />;
  return user ? <RecapPage month={key} /> : <Redirect to={PAGES.login.path} />;
}
