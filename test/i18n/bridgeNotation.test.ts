/**
 * Bridge notation as players read it (issue: boards a Director hands out): the ten as 10, Dutch
 * ranks H V B and seats N O Z W, doubled contracts with ×, results and scores with their sign and
 * side, and the board header.
 */
import assert from 'node:assert/strict';
import { parseContract } from '../../server/src/bridge/contract';
import { boardHeading, cardText, contractText, rankText, resultByDeclarer, resultText, scoreText, seatLetter, vulnerabilityText } from '../../server/src/i18n/bridgeNotation';

const contract = (text: string) => parseContract(text)!;

describe('bridge notation', () => {
  it('cards: ♠10 for ST, Dutch H V B for K Q J; anything else quoted', () => {
    assert.deepEqual(['ST', 'HK', 'DQ', 'CJ', 'SA', 'H2'].map((card) => cardText(card, 'en')), ['♠10', '♥K', '♦Q', '♣J', '♠A', '♥2']);
    assert.deepEqual(['ST', 'HK', 'DQ', 'CJ', 'SA', 'H2'].map((card) => cardText(card, 'nl')), ['♠10', '♥H', '♦V', '♣B', '♠A', '♥2']);
    assert.equal(cardText('--', 'en'), '“--”');
    assert.equal(rankText('T', 'nl'), '10');
  });

  it('seat letters N E S W, Dutch N O Z W', () => {
    assert.deepEqual((['N', 'E', 'S', 'W'] as const).map((seat) => seatLetter(seat, 'nl')), ['N', 'O', 'Z', 'W']);
  });

  it('contracts: 4♠, 3NT×, 7♥××; Dutch 3SA×', () => {
    assert.equal(contractText(contract('4S')), '4♠');
    assert.equal(contractText(contract('3NTX')), '3NT×');
    assert.equal(contractText(contract('7HXX')), '7♥××');
    assert.equal(contractText(contract('3NTX'), 'nl'), '3SA×');
  });

  it('results: 9 tricks in 4♠ is −1, 10 is =, 11 is +1; 8 in 3NT× by West is −1', () => {
    assert.equal(resultText(contract('4S'), 9), '4♠ −1');
    assert.equal(resultText(contract('4S'), 10), '4♠ =');
    assert.equal(resultText(contract('4S'), 11), '4♠ +1');
    assert.equal(resultByDeclarer(contract('3NTX'), 'W', 7, 'en'), '3NT× by West, −2');
    assert.equal(resultByDeclarer(contract('3NTX'), 'W', 7, 'nl'), '3SA× door West, −2');
  });

  it('scores with side and sign: NS +650, NS −100, NZ −100, EW 0', () => {
    assert.equal(scoreText('NS', 650, 'en'), 'NS +650');
    assert.equal(scoreText('NS', -100, 'en'), 'NS −100');
    assert.equal(scoreText('NS', -100, 'nl'), 'NZ −100');
    assert.equal(scoreText('EW', 0, 'en'), 'EW 0');
  });

  it('the board header: "Board 7 · 4♠ by South · NS vulnerable · Dealer North", in Dutch too', () => {
    const heading = { board: '7', gameIndex: 3, contract: contract('4S'), declarer: 'S' as const, vulnerability: 'NS' as const, dealer: 'N' as const };
    assert.equal(boardHeading(heading, 'en'), 'Board 7 · 4♠ by South · NS vulnerable · Dealer North');
    assert.equal(boardHeading(heading, 'nl'), 'Spel 7 · 4♠ door Zuid · NZ kwetsbaar · Gever Noord');
    assert.equal(boardHeading({ gameIndex: 2, passedOut: true, vulnerability: 'None' }, 'en'), 'Game 2 · passed out · nobody vulnerable');
    assert.equal(vulnerabilityText('All', 'nl'), 'allen kwetsbaar');
  });
});
