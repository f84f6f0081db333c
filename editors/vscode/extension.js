'use strict';
// Starts `./altered lsp` from the workspace folder for .cards files; everything else is the server's.
const path = require('path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const folder = vscode.workspace.workspaceFolders ? vscode.workspace.workspaceFolders[0].uri.fsPath : process.cwd();
  const configured = vscode.workspace.getConfiguration('alteredCards').get('command', './altered');
  const command = path.isAbsolute(configured) ? configured : path.join(folder, configured);
  client = new LanguageClient('altered-cards', 'Altered cards',
    { command, args: ['lsp'], options: { cwd: folder } },
    { documentSelector: [{ language: 'cards' }] });
  client.start();
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
