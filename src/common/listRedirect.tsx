/**
 * The react-admin list of a resource whose screens live at the spec's own routes (/dish-management…): it only
 * leads there, so the resource's links and "back to list" land on the real screen.
 */
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';

export function listRedirect(to: string): ComponentType {
  function ListRedirect() {
    return <Navigate to={to} replace />;
  }
  return ListRedirect;
}
