/**
 * A WHERE clause built from parts with `?` placeholders, numbered into `$n` parameters as they are
 * added, so a listing's filters can be combined in any order without counting parameters by hand.
 */
export class Where {
  clauses: string[] = [];
  params: unknown[] = [];
  add(sqlWithQ: string, ...values: unknown[]): this {
    let sql = sqlWithQ;
    for (const v of values) {
      this.params.push(v);
      sql = sql.replace('?', `$${this.params.length}`);
    }
    this.clauses.push(sql);
    return this;
  }
  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}
