import { describe, expect, it } from 'vitest';
import { addNode, areaResetBlockers, componentDependencyTree, createTree, dependentsOf, findNode, removeNode } from './dependency-tree';

describe('dependency tree of derived values', () => {
  const tree = addNode(
    addNode(addNode(createTree('project_area'), 'development_basis', 'project_area'), 'unlevered_capitalization', 'development_basis'),
    'stabilized_noi',
    'project_area',
  );

  it('adds children under a named parent and lists what depends on a node', () => {
    expect(dependentsOf(tree, 'project_area')).toEqual(['development_basis', 'unlevered_capitalization', 'stabilized_noi']);
    expect(dependentsOf(tree, 'development_basis')).toEqual(['unlevered_capitalization']);
    expect(dependentsOf(tree, 'unknown')).toEqual([]);
  });

  it("refuses to add under a missing parent: 'Cannot add node to a non-existent parent (...)'", () => {
    expect(() => addNode(tree, 'interest_reserve', 'financing')).toThrow('Cannot add node to a non-existent parent (financing)');
  });

  it('removes a child with its subtree, leaving the original tree as it was', () => {
    const pruned = removeNode(tree, 'development_basis', 'project_area');
    expect(dependentsOf(pruned, 'project_area')).toEqual(['stabilized_noi']);
    expect(findNode(pruned, 'unlevered_capitalization')).toBeUndefined();
    expect(dependentsOf(tree, 'project_area')).toHaveLength(3);
  });

  it("refuses to remove from a missing parent: 'Parent does not exist.'", () => {
    expect(() => removeNode(tree, 'development_basis', 'financing')).toThrow('Parent does not exist.');
  });

  it("refuses to remove a node the parent does not have: 'Node to remove does not exist.'", () => {
    expect(() => removeNode(tree, 'unlevered_capitalization', 'project_area')).toThrow('Node to remove does not exist.');
  });
});

describe('resetting a component area', () => {
  it('is blocked while a derived basis or NOI depends on the area', () => {
    expect(dependentsOf(componentDependencyTree(), 'project_area')).toEqual([
      'development_basis',
      'stabilization_basis',
      'stabilized_noi',
      'interim_noi',
    ]);
    expect(
      areaResetBlockers({ development_basis_is_derived: true, stabilized_noi_is_derived: true, stabilization_basis_is_derived: false }),
    ).toEqual(['development_basis', 'stabilized_noi']);
  });

  it('may go ahead when nothing derived depends on it', () => {
    expect(areaResetBlockers({ development_basis_is_derived: false })).toEqual([]);
  });
});
