/**
 * The dependency of derived values: a tree of named nodes where a child is derived from
 * its parent. It supports adding a child under a named parent and removing a child from a named parent, with
 * the spec's three error messages. Trees are values: add and remove return a new tree.
 *
 * Names are looked up breadth first, so with a repeated name the shallowest node answers.
 */
import type { SubPropertyInput } from './input';

export interface TreeNode {
  readonly name: string;
  readonly children: readonly TreeNode[];
}

export class DependencyTreeError extends Error {
  override readonly name = 'DependencyTreeError';
}

export function createTree(rootName: string): TreeNode {
  return { name: rootName, children: [] };
}

export function findNode(tree: TreeNode, name: string): TreeNode | undefined {
  const queue: TreeNode[] = [tree];
  for (let node = queue.shift(); node; node = queue.shift()) {
    if (node.name === name) return node;
    queue.push(...node.children);
  }
  return undefined;
}

/** Adds `name` under `parentName`; throws 'Cannot add node to a non-existent parent (parentName)'. */
export function addNode(tree: TreeNode, name: string, parentName: string): TreeNode {
  const parent = findNode(tree, parentName);
  if (!parent) throw new DependencyTreeError(`Cannot add node to a non-existent parent (${parentName})`);
  return replaceNode(tree, parent, { ...parent, children: [...parent.children, createTree(name)] });
}

/** Removes the child `name` of `parentName` with its subtree; throws 'Parent does not exist.' or 'Node to remove does not exist.'. */
export function removeNode(tree: TreeNode, name: string, parentName: string): TreeNode {
  const parent = findNode(tree, parentName);
  if (!parent) throw new DependencyTreeError('Parent does not exist.');
  const index = parent.children.findIndex((child) => child.name === name);
  if (index < 0) throw new DependencyTreeError('Node to remove does not exist.');
  return replaceNode(tree, parent, { ...parent, children: parent.children.filter((_, i) => i !== index) });
}

/** Every node derived, directly or not, from `name` (depth first, parents before children). */
export function dependentsOf(tree: TreeNode, name: string): string[] {
  const node = findNode(tree, name);
  if (!node) return [];
  const out: string[] = [];
  const visit = (n: TreeNode) => {
    for (const child of n.children) {
      out.push(child.name);
      visit(child);
    }
  };
  visit(node);
  return out;
}

function replaceNode(tree: TreeNode, target: TreeNode, replacement: TreeNode): TreeNode {
  if (tree === target) return replacement;
  let changed = false;
  const children = tree.children.map((child) => {
    const next = replaceNode(child, target, replacement);
    if (next !== child) changed = true;
    return next;
  });
  return changed ? { ...tree, children } : tree;
}

/** What a component's derived values hang from: its project area feeds its bases and NOIs. */
export function componentDependencyTree(): TreeNode {
  const names = ['development_basis', 'stabilization_basis', 'stabilized_noi', 'interim_noi'];
  return names.reduce((tree, name) => addNode(tree, name, 'project_area'), createTree('project_area'));
}

export const AREA_RESET_BLOCKED_MESSAGE = 'The project area cannot be reset while a derived basis or NOI depends on it.';

/**
 * The derived values that keep a component's project-area inputs from being reset: the
 * dependents of 'project_area' whose `_is_derived` flag is set. Empty means the reset may go ahead.
 */
export function areaResetBlockers(c: SubPropertyInput, tree: TreeNode = componentDependencyTree()): string[] {
  const flags: Record<string, boolean | null | undefined> = {
    development_basis: c.development_basis_is_derived,
    stabilization_basis: c.stabilization_basis_is_derived,
    stabilized_noi: c.stabilized_noi_is_derived,
    interim_noi: c.interim_noi_is_derived,
  };
  return dependentsOf(tree, 'project_area').filter((name) => flags[name] === true);
}
