import './stack-table.css';

/**
 * The class of every table that must fit a phone (the cart, invoices, the account's lists): add it
 * to the <table> and give each <td> a `data-label` with its column's name. Below 640 px each row
 * becomes a card whose cells show that name beside their value (stack-table.css).
 */
export const STACK_TABLE = 'sf-stack-table';
